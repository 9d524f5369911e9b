import { observer } from 'mobx-react-lite'
import { formatBalance } from '../../../domain/format/formatBalance'
import { shortenAddress } from '../../../domain/format/shortenAddress'
import { type Tab, TabList } from '../../components/TabList'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { BountyStore, BountyTab, DailyTab } from './BountyStore'
import { bountyAmount, USDT } from './bountyAmount'
import { InviteTasks } from './InviteTasks'
import { ReceiveButton } from './ReceiveButton'
import { ReferrerTable } from './ReferrerTable'
import { TeamPromotionTable } from './TeamPromotionTable'

const TABS: readonly Tab<BountyTab>[] = [
  { value: 'lpTask', label: 'bounty.tab.lpTask' },
  { value: 'dailyPromotion', label: 'bounty.tab.dailyPromotion' },
  { value: 'gameNode', label: 'bounty.tab.gameNode' },
]

const DAILY_TABS: readonly Tab<DailyTab>[] = [
  { value: 1, label: 'bounty.daily.today' },
  { value: 2, label: 'bounty.daily.yesterday' },
  { value: 3, label: 'bounty.daily.all' },
]

/**
 * The three tabs of the invitation and income area (spec §2): LP task (the team's LP extension and invite tasks, with
 * its receive button), daily promotion (the day's weight and reward, direct game rewards, the referrer table, with its
 * receive button) and game node (its conditions and the month's team promotion).
 */
export const BountyTabs = observer(function BountyTabs(props: { store: BountyStore }) {
  const { store } = props
  const t = useT()
  return (
    <section className="mining-section" data-testid="bounty-tabs">
      <TabList tabs={TABS} selected={store.tab} onSelect={(tab) => store.setTab(tab)} testId="bounty-tab" />
      {!store.status ? (
        <p className="muted">{t('bounty.loading')}</p>
      ) : store.tab === 'lpTask' ? (
        <LpTaskTab store={store} />
      ) : store.tab === 'dailyPromotion' ? (
        <DailyPromotionTab store={store} />
      ) : (
        <GameNodeTab store={store} />
      )}
    </section>
  )
})

const LpTaskTab = observer(function LpTaskTab(props: { store: BountyStore }) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  const amount = bountyAmount(store, format)
  const panel = store.status!.panel
  return (
    <div data-testid="bounty-lp-task">
      <h3 className="season-subtitle">{t('bounty.lp.title')}</h3>
      <dl className="mining-figures">
        <dt>{t('bounty.lp.total')}</dt>
        <dd data-testid="bounty-lp-total">
          {panel.lpEarned.length === 0
            ? '0'
            : panel.lpEarned.map((item) => (
                <span key={item.token}>
                  {amount(item.token, item.amount)}
                  {item.usdtValue === null
                    ? ''
                    : ` (${t('bounty.lp.equalU', { amount: format.numbers(formatBalance(item.usdtValue, 18)), symbol: USDT })})`}
                </span>
              ))}
        </dd>
        <dt>{t('bounty.lp.canReceive')}</dt>
        <dd data-testid="bounty-lp-can-receive">
          {panel.lpReceivable.length === 0
            ? '0'
            : panel.lpReceivable.map((item) => amount(item.token, item.sum)).join(', ')}
          {panel.lpPending.length > 0 ? (
            <span className="muted" data-testid="bounty-lp-pending">
              {' '}
              {t('bounty.pending', {
                amounts: panel.lpPending.map((item) => amount(item.token, item.sum)).join(', '),
              })}
            </span>
          ) : null}
        </dd>
        <dt>{t('bounty.lp.directDrive')}</dt>
        <dd data-testid="bounty-direct-drive">{panel.pledgingFriends}</dd>
      </dl>
      <ReceiveButton store={store} target="lpTask" />
      <InviteTasks store={store} />
    </div>
  )
})

const DailyPromotionTab = observer(function DailyPromotionTab(props: { store: BountyStore }) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  const amount = bountyAmount(store, format)
  const { daily } = store
  const totals = store.status!.directTotals
  return (
    <div data-testid="bounty-daily">
      <TabList
        tabs={DAILY_TABS}
        selected={store.dailyTab}
        onSelect={(tab) => store.setDailyTab(tab)}
        testId="bounty-daily-tab"
        chips
      />
      {daily ? (
        <dl className="mining-figures">
          <dt>{t('bounty.daily.weight')}</dt>
          <dd data-testid="bounty-daily-weight">{format.numbers(formatBalance(daily.weight, 18))}</dd>
          <dt>{t('bounty.daily.parent')}</dt>
          <dd data-testid="bounty-daily-parent">
            {daily.inviter ? shortenAddress(daily.inviter) : t('bounty.daily.noParent')}
          </dd>
          <dt>{t('bounty.daily.reward')}</dt>
          <dd data-testid="bounty-daily-reward">
            {daily.rewards.map((item) => `${format.numbers(formatBalance(item.sum, 18))} ${item.tokenName}`).join(', ')}
            {daily.rewards.some((item) => item.pending > 0n) ? (
              <span className="muted" data-testid="bounty-daily-pending">
                {' '}
                {t('bounty.pending', {
                  amounts: daily.rewards
                    .filter((item) => item.pending > 0n)
                    .map((item) => `${format.numbers(formatBalance(item.pending, 18))} ${item.tokenName}`)
                    .join(', '),
                })}
              </span>
            ) : null}
          </dd>
        </dl>
      ) : null}
      <p className="muted mining-explain" data-testid="bounty-daily-rule">
        {t('bounty.daily.rule')}
      </p>
      <ReceiveButton store={store} target="dailyPromotion" />
      <h3 className="season-subtitle">{t('bounty.direct.title')}</h3>
      {totals.length === 0 ? (
        <p className="muted">{t('bounty.noData')}</p>
      ) : (
        <ul className="exchange-records" data-testid="bounty-direct-totals">
          {totals.map((row) => (
            <li key={row.id} className="mining-row" data-testid="bounty-direct-total">
              <span>
                {t(row.gameType === 2 ? 'bounty.game.2' : 'bounty.game.5')} ·{' '}
                {t('bounty.direct.ratio', { percent: `${row.ratioBps / 100}%` })}
              </span>
              <strong>{amount(row.token, row.sum)}</strong>
              {row.pending > 0n ? (
                <span className="muted" data-testid="bounty-direct-pending">
                  {t('bounty.pending', { amounts: amount(row.token, row.pending) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ReferrerTable store={store} />
    </div>
  )
})

const GameNodeTab = observer(function GameNodeTab(props: { store: BountyStore }) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  const node = store.status!.node
  return (
    <div data-testid="bounty-node">
      <dl className="mining-figures">
        <dt>{t('bounty.node.team')}</dt>
        <dd data-testid="bounty-node-team">{node.teamSize}</dd>
        <dt>{t('bounty.node.directPeople')}</dt>
        <dd data-testid="bounty-node-direct-people">{node.directFriends}</dd>
        <dt>{t('bounty.node.directBet')}</dt>
        <dd data-testid="bounty-node-direct-bet">{format.numbers(formatBalance(node.directBets, 18))}</dd>
      </dl>
      <p data-testid="bounty-node-progress" data-finish={node.finish} data-total={node.total}>
        {node.finish >= node.total
          ? t('bounty.node.reached')
          : t('bounty.node.progress', { finish: node.finish, total: node.total })}
      </p>
      <TeamPromotionTable store={store} />
    </div>
  )
})
