import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../../domain/format/formatBalance'
import type { SeasonRewardView } from '../../../ports/SeasonApi'
import { Button } from '../../components/controls/Button'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { MessageId } from '../../locales/en'
import type { SeasonStore } from './SeasonStore'

const STATUS_TEXT = {
  notReached: 'season.state.notReached',
  reached: 'season.state.reached',
  claimable: 'season.state.claimable',
  claimed: 'season.state.claimed',
} as const satisfies Record<string, MessageId>

/**
 * The season panel (spec sections 2 and 4): the season's number and live countdown to its end (the data is read again
 * when it passes), my season energy, the adventure fund, the two titles with their asks, reached or not, and receive
 * buttons (grey unless an earned title waits), the extend reward, earlier seasons' rewards to title holders, and the
 * invitation link with copy.
 */
export const SeasonPanel = observer(function SeasonPanel(props: { store: SeasonStore }) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const { data, countdown, session } = store
  if (!session.account) return <p className="muted">{t('season.connect')}</p>
  if (!data) return <p className="muted">{t('season.loading')}</p>
  const symbolOf = (token: string) => session.tokenOf(session.chainId, token)?.symbol ?? token
  const rewards = (label: MessageId, list: SeasonRewardView[], testId: string) => (
    <div data-testid={testId}>
      <h3 className="season-subtitle">{t(label)}</h3>
      {list.length === 0 ? (
        <p className="muted">{t('season.noData')}</p>
      ) : (
        <ul className="exchange-records">
          {list.map((item) => (
            <li key={item.token} className="mining-row">
              <span>{symbolOf(item.token)}</span>
              <strong>{format.numbers(formatBalance(item.reward, 18))}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
  return (
    <section className="mining-section" data-testid="season-panel">
      <h2 data-testid="season-number">
        {data.seasonNumber > 0 ? t('season.title', { number: data.seasonNumber }) : t('season.notOpen')}
      </h2>
      <p data-testid="season-countdown" data-phase={countdown.phase}>
        {countdown.phase === 'running'
          ? t('season.endsIn', { countdown: format.countdown((data.endTime ?? 0) * 1000, store.now) })
          : countdown.phase === 'ended'
            ? t('season.ended')
            : t('season.notOpen')}
      </p>
      <dl className="mining-figures">
        <dt>{t('season.myEnergy')}</dt>
        <dd data-testid="season-energy">{format.numbers(formatBalance(data.energy, 18))}</dd>
        {data.fund.map((item) => (
          <FundRow key={item.token} label={t('season.fund')} amount={item.amount} symbol={item.symbol ?? item.token} />
        ))}
      </dl>
      {data.extendReward !== null ? (
        <p className="muted mining-explain" data-testid="season-extend-reward">
          {t('season.extendReward', { percent: `${data.extendReward / 100}%` })}
        </p>
      ) : null}
      <ul className="exchange-records">
        {store.titles.map((title) => (
          <li key={title.tier} className="exchange-record" data-testid={`season-title-${title.tier}`}>
            <div className="mining-row">
              <strong>{t(title.tier === 1 ? 'season.adventurer' : 'season.explorer')}</strong>
              <span data-testid="season-title-state" data-status={title.status}>
                {t(STATUS_TEXT[title.status])}
              </span>
            </div>
            <div className="mining-row">
              <span className="muted" data-testid="season-title-ask">
                {title.ask === null ? '' : t('season.ask', { amount: format.numbers(formatBalance(title.ask, 18)) })}
              </span>
              <Button
                variant="primary"
                small
                data-testid="season-claim"
                greyed={!title.canClaim}
                disabled={store.claiming !== undefined}
                onClick={() => void store.claim(title.tier)}
              >
                {store.claiming === title.tier ? t('season.claiming') : t('season.claim')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {rewards('season.beforeAdventurer', data.nft1BeforeSeasonRewardList, 'season-before-1')}
      {rewards('season.beforeExplorer', data.nft2BeforeSeasonRewardList, 'season-before-2')}
      <InvitationLink store={store} />
    </section>
  )
})

function FundRow(props: { label: string; amount: bigint; symbol: string }) {
  const format = useFormat()
  return (
    <>
      <dt>{props.label}</dt>
      <dd data-testid="season-fund">
        {format.numbers(formatBalance(props.amount, 18))} {props.symbol}
      </dd>
    </>
  )
}

/** The account's invitation link (the swap URL with its address as `paddr`) and the copy button. */
const InvitationLink = observer(function InvitationLink(props: { store: SeasonStore }) {
  const { store } = props
  const t = useT()
  const link = store.invitationLink
  if (!link) return null
  return (
    <div className="season-invite" data-testid="season-invite">
      <h3 className="season-subtitle">{t('season.inviteLink')}</h3>
      <div className="mining-amount">
        <input
          className="exchange-recipient"
          readOnly
          value={link}
          aria-label={t('season.inviteLink')}
          data-testid="season-invite-link"
        />
        <Button variant="primary" small data-testid="season-copy" onClick={() => void store.copyLink()}>
          {t('season.copy')}
        </Button>
      </div>
    </div>
  )
})
