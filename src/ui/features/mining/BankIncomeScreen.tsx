import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../../domain/format/formatBalance'
import { formatLpBalance } from '../../../domain/format/formatLpBalance'
import { Button } from '../../components/controls/Button'
import { RefusalReason } from '../../components/RefusalReason'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import type { BankIncomeStore } from './BankIncomeStore'
import { MiningRecordList } from './MiningRecordList'
import { PledgeModal } from './PledgeModal'

/**
 * `/bankIncome` (spec sections 2, 4 and 5): the stored pool's rewards with Withdraw (grey at 0), the LP pledged and
 * withdrawable with Pledge and Withdraw LP, the DAO voucher, the fixed-term locks with their unlock dates and
 * countdowns, a link to add liquidity, and the account's mining records with their CSV.
 */
export const BankIncomeScreen = observer(function BankIncomeScreen(_props: ScreenProps) {
  const { bankIncome: store, pledge, miningRecords } = useStores()
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const { pool, position, totals } = store
  if (!pool) {
    return (
      <ScreenFrame title="screen.bankIncome">
        <p className="pool-message" data-testid="bank-no-pool">
          {t('mining.noPool')} <a href="#/bankIncomeList">{t('mining.toList')}</a>
        </p>
      </ScreenFrame>
    )
  }
  const account = store.session.account
  const lp = (value: bigint | undefined) => (value === undefined ? '…' : format.numbers(formatLpBalance(value)))
  return (
    <ScreenFrame title="screen.bankIncome" subtitle={pool.pair}>
      {account ? null : <p className="muted">{t('mining.connect')}</p>}
      <BankRewardsSection store={store} />
      <section className="mining-section" data-testid="bank-lp">
        <dl className="mining-figures">
          <dt>{t('mining.lpBalance')}</dt>
          <dd data-testid="bank-lp-balance">{lp(store.lpBalance)}</dd>
          <dt>{t('mining.demand')}</dt>
          <dd data-testid="bank-demand">{lp(position?.currentNow)}</dd>
          <dt>{t('mining.withdrawable')}</dt>
          <dd data-testid="bank-withdrawable">{lp(totals?.withdrawable)}</dd>
          <dt title={t('mining.daoVoucherExplain')}>{t('mining.daoVoucher')}</dt>
          <dd data-testid="bank-dao-voucher">{lp(totals?.daoVoucher)}</dd>
        </dl>
        <p className="muted mining-explain">{t('mining.daoVoucherExplain')}</p>
        <div className="mining-row">
          <Button variant="primary" small data-testid="bank-pledge" disabled={!account} onClick={() => pledge.open()}>
            {t('mining.pledge')}
          </Button>
          <Button
            variant="primary"
            small
            data-testid="bank-withdraw-lp"
            greyed={store.withdrawLpRefusal !== undefined}
            disabled={!account || store.busy === 'withdrawLp'}
            onClick={() => void store.withdrawLp()}
          >
            {store.busy === 'withdrawLp' ? t('mining.withdrawing') : t('mining.withdrawLp')}
          </Button>
        </div>
        <RefusalReason testId="bank-withdraw-lp-reason" text={account ? store.withdrawLpLockedText : undefined} />
        <a href="#/add" data-testid="bank-add-liquidity">
          {t('mining.addLiquidity')}
        </a>
      </section>
      <BankLocksSection store={store} />
      <MiningRecordList store={miningRecords} />
      {pledge.isOpen ? <PledgeModal store={pledge} lpBalance={store.lpBalance} /> : null}
    </ScreenFrame>
  )
})

/** The stored pool's rewards with Withdraw (grey at 0), and what is still pending. */
const BankRewardsSection = observer(function BankRewardsSection(props: { store: BankIncomeStore }) {
  const { store } = props
  const { pool, reward } = store
  const t = useT()
  const format = useFormat()
  if (!pool) return null
  return (
    <section className="mining-section" data-testid="bank-rewards">
      <h2>{t('mining.rewards')}</h2>
      <div className="mining-row">
        <strong data-testid="bank-reward-amount">
          {reward ? format.numbers(formatBalance(reward.totalReward, 18)) : '…'} {pool.rewardSymbol}
        </strong>
        <Button
          variant="primary"
          small
          data-testid="bank-withdraw-rewards"
          greyed={!store.hasIncome}
          disabled={store.busy === 'claim'}
          onClick={() => void store.withdrawRewards()}
        >
          {store.busy === 'claim' ? t('mining.withdrawing') : t('mining.withdrawRewards')}
        </Button>
      </div>
      {reward && reward.pending > 0n ? (
        <p className="muted" data-testid="bank-reward-pending">
          {t('mining.pendingReward', {
            amount: format.numbers(formatBalance(reward.pending, 18)),
            symbol: pool.rewardSymbol,
          })}
        </p>
      ) : null}
    </section>
  )
})

/** The fixed-term locks, each with its amount, term, unlock date and countdown. */
const BankLocksSection = observer(function BankLocksSection(props: { store: BankIncomeStore }) {
  const { store } = props
  const { position } = store
  const t = useT()
  const format = useFormat()
  return (
    <section className="mining-section" data-testid="bank-locks">
      <h2>{t('mining.locks')}</h2>
      {!position || position.regularList.length === 0 ? (
        <p className="muted">{t('mining.noLocks')}</p>
      ) : (
        <ul className="mining-locks">
          {position.regularList.map((lock) => {
            const unlockMs = lock.unlockTime * 1000
            const matured = lock.matured || unlockMs <= store.now
            return (
              <li key={lock.lockId} className="mining-row" data-testid="bank-lock">
                <span>
                  {t('mining.lockRow', {
                    amount: format.numbers(formatLpBalance(lock.amount)),
                    days: lock.duration / 86_400,
                  })}
                </span>
                <span className="muted">
                  {t('mining.unlocksAt', { date: format.dateTime(lock.unlockTime) })}{' '}
                  <span data-testid="bank-lock-countdown">
                    {matured
                      ? t('mining.unlocked')
                      : t('mining.unlocksIn', { countdown: format.countdown(unlockMs, store.now) })}
                  </span>
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
})
