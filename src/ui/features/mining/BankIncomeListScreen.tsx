import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../../domain/format/formatBalance'
import { Button } from '../../components/controls/Button'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { Spinner } from '../../components/Spinner'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { percentOrDash, usdOrDash } from './miningFigures'

/**
 * `/bankIncomeList` (spec section 2): the total locked in USDT, each pool with its pair, TVL, the account's income
 * and APR (with what the APR means), the "only pools I take part in" toggle; tapping a pool opens its bank income.
 */
export const BankIncomeListScreen = observer(function BankIncomeListScreen(_props: ScreenProps) {
  const { miningList: store } = useStores()
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const { pools } = store
  return (
    <ScreenFrame title="screen.bankIncomeList">
      <div className="mining-total" data-testid="mining-total-locked">
        <span className="muted">{t('mining.list.totalLocked')}</span>
        <strong>{format.numbers(usdOrDash(store.totalLockedUsdt))} USDT</strong>
      </div>
      <label className="mining-toggle">
        <input
          type="checkbox"
          data-testid="mining-personal"
          checked={store.personalOnly}
          onChange={() => store.togglePersonal()}
        />
        {t('mining.list.personal')}
      </label>
      {pools === undefined ? (
        <div className="pool-message">
          <Spinner label={t('mining.list.loading')} />
          <span>{t('mining.list.loading')}</span>
        </div>
      ) : pools.length === 0 ? (
        <p className="pool-message" data-testid="mining-empty">
          {t('mining.list.empty')}
        </p>
      ) : (
        <ul className="mining-pools" data-testid="mining-pools">
          {pools.map((pool) => (
            <li key={pool.lpToken}>
              <Button
                variant="plain"
                className="mining-pool"
                data-testid="mining-pool"
                data-pair={pool.token}
                onClick={() => void store.select(pool)}
              >
                <strong className="mining-pair">{pool.token}</strong>
                <span className="muted">
                  {t('mining.list.daily', {
                    amount: format.numbers(formatBalance(pool.dailyOutput, 18)),
                    symbol: pool.rewardSymbol,
                  })}
                </span>
                <dl>
                  <dt>{t('mining.list.tvl')}</dt>
                  <dd data-testid="mining-pool-tvl">{format.numbers(usdOrDash(pool.tvlUsdt))} USDT</dd>
                  <dt>{t('mining.list.income')}</dt>
                  <dd data-testid="mining-pool-income">
                    {format.numbers(formatBalance(pool.income, 18))} {pool.rewardSymbol}
                  </dd>
                  <dt>{t('mining.list.apr')}</dt>
                  <dd data-testid="mining-pool-apr">{format.numbers(percentOrDash(pool.apr))}</dd>
                </dl>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="muted mining-explain" data-testid="mining-apr-explain">
        {t('mining.list.aprExplain')}
      </p>
    </ScreenFrame>
  )
})
