import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../../domain/format/formatBalance'
import { shortenAddress } from '../../../domain/format/shortenAddress'
import type { EnergyLogEntry } from '../../../ports/SeasonApi'
import { LookMore } from '../../components/LookMore'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { InviteLinks } from './InviteLinks'

const TYPE_TEXT = { pledge: 'season.log.pledge', direct: 'season.log.direct', diffused: 'season.log.diffused' } as const

/**
 * `/energyDetails` (spec section 2): the superior (the inviter), my season energy and the energy log — each change's
 * type and amount, newest first — with look more.
 */
export const EnergyDetailsScreen = observer(function EnergyDetailsScreen(_props: ScreenProps) {
  const { energyLog: store } = useStores()
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const { list } = store
  const head = list.last
  return (
    <ScreenFrame title="screen.energyDetails">
      {store.session.account ? null : <p className="muted">{t('season.connect')}</p>}
      {head ? (
        <dl className="mining-figures" data-testid="energy-head">
          <dt>{t('season.superior')}</dt>
          <dd data-testid="energy-superior" title={head.parentName ?? undefined}>
            {head.parentName ? shortenAddress(head.parentName) : t('season.noSuperior')}
          </dd>
          <dt>{t('season.myEnergy')}</dt>
          <dd data-testid="energy-total">{format.numbers(formatBalance(head.oneselfSeasonEnergy, 18))}</dd>
        </dl>
      ) : null}
      {list.loaded && list.rows.length === 0 ? (
        <p className="pool-message" data-testid="energy-empty">
          {t('season.noData')}
        </p>
      ) : (
        <ul className="exchange-records" data-testid="energy-log">
          {list.rows.map((entry, index) => (
            // entries have no id of their own: their place in the log is stable while it pages
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <LogRow key={index} entry={entry} />
          ))}
        </ul>
      )}
      <LookMore list={list} testId="energy-more" />
      <InviteLinks />
    </ScreenFrame>
  )
})

const LogRow = observer(function LogRow(props: { entry: EnergyLogEntry }) {
  const { entry } = props
  const t = useT()
  const format = useFormat()
  const known = TYPE_TEXT[entry.type as keyof typeof TYPE_TEXT]
  const sign = entry.changeAmount > 0n ? '+' : ''
  return (
    <li className="exchange-record mining-row" data-testid="energy-entry" data-type={entry.type}>
      <span>
        {t('season.log.type')}: <strong data-testid="energy-entry-type">{known ? t(known) : entry.type}</strong>
      </span>
      <span>
        {t('season.log.change')}:{' '}
        <strong data-testid="energy-entry-amount">
          {sign}
          {entry.changeAmount < 0n
            ? `-${format.numbers(formatBalance(-entry.changeAmount, 18))}`
            : format.numbers(formatBalance(entry.changeAmount, 18))}
        </strong>
      </span>
    </li>
  )
})
