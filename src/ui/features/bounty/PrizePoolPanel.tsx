import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { shortenAddress } from '../../../domain/format/shortenAddress'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { BountyStore } from './BountyStore'
import { bountyAmount } from './bountyAmount'
import { ReceiveButton } from './ReceiveButton'

/**
 * The prize pool (issue 15): what the open draws offer (`onOffer`), each draw not drawn yet with its close and
 * prizes (`notDrawn`), and each drawn one with its seed and winners (`drawn`), which anyone can
 * recompute from the chain (`fomo bounty draws`), and the receive button of the prizes the account won.
 */
export const PrizePoolPanel = observer(function PrizePoolPanel(props: { store: BountyStore }) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  const panel = store.status?.panel
  if (!panel) return null
  const amount = bountyAmount(store, format)
  const time = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')
  return (
    <section className="mining-section" data-testid="bounty-prize-pool">
      <h2>{t('bounty.pool.title')}</h2>
      <p className="muted mining-explain">{t('bounty.pool.rule')}</p>
      <dl className="mining-figures">
        <dt>{t('bounty.pool.onOffer')}</dt>
        <dd data-testid="bounty-jackpot">
          {panel.onOffer.length === 0 ? '0' : panel.onOffer.map((item) => amount(item.token, item.amount)).join(', ')}
        </dd>
      </dl>
      <ReceiveButton store={store} target="prizes" />
      <DrawList title={t('bounty.pool.notDrawn')} draws={panel.notDrawn} state="open" time={time}>
        {(draw) => (
          <p className="muted">
            {t('bounty.pool.prizes', { prizes: draw.prizes.map((prize) => amount(draw.token, prize)).join(', ') })}
          </p>
        )}
      </DrawList>
      <DrawList title={t('bounty.pool.drawn')} draws={panel.drawn} state="drawn" time={time}>
        {(draw) => (
          <>
            <p className="muted bounty-seed" data-testid="bounty-draw-seed">
              {t('bounty.pool.seed', { seed: draw.seed })}
            </p>
            {draw.pending ? (
              <p className="muted" data-testid="bounty-draw-pending">
                {t('bounty.pool.drawPending')}
              </p>
            ) : null}
            {draw.winners.length === 0 ? (
              <p className="muted">{t('bounty.pool.noWinners')}</p>
            ) : (
              <ol>
                {draw.winners.map((winner) => (
                  <li key={winner.address} className="mining-row" data-testid="bounty-draw-winner">
                    <span>{shortenAddress(winner.address)}</span>
                    <strong>{amount(draw.token, winner.prize)}</strong>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </DrawList>
    </section>
  )
})

/** One list of draws, open or drawn: each with its number and close time, then what `children` shows of it. */
function DrawList<Draw extends { readonly drawId: bigint; readonly closeTime: number }>(props: {
  title: string
  draws: readonly Draw[]
  state: 'open' | 'drawn'
  time: (seconds: number) => string
  children: (draw: Draw) => ReactNode
}) {
  const t = useT()
  return (
    <>
      <h3 className="season-subtitle">{props.title}</h3>
      {props.draws.length === 0 ? (
        <p className="muted">{t('bounty.noData')}</p>
      ) : (
        <ul className="exchange-records" data-testid={`bounty-draws-${props.state}`}>
          {props.draws.map((draw) => (
            <li key={String(draw.drawId)} className="exchange-record" data-testid={`bounty-draw-${props.state}`}>
              <div className="mining-row">
                <strong>{t('bounty.pool.draw', { id: String(draw.drawId) })}</strong>
                <span>{t('bounty.pool.closes', { time: props.time(draw.closeTime) })}</span>
              </div>
              {props.children(draw)}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
