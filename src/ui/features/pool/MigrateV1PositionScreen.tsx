import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatPoolShare } from '../../../domain/format/formatPoolShare'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { MigrationState } from '../../../domain/migrate/MigrationState'
import { Button } from '../../components/controls/Button'
import type { ScreenProps } from '../../components/ScreenProps'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { V1PositionView } from './V1PositionView'

const APPROVE_TEXT = {
  [MigrationState.APPROVING]: 'migrate.approving',
  [MigrationState.APPROVED]: 'migrate.approved',
  [MigrationState.MIGRATING]: 'migrate.approved',
  [MigrationState.SUCCESS]: 'migrate.approved',
} as const
const MIGRATE_TEXT = {
  [MigrationState.MIGRATING]: 'migrate.migrating',
  [MigrationState.SUCCESS]: 'migrate.success',
} as const

/**
 * `/migrate/v1/{token}`: one V1 position, what it withdraws and the best-price warning, then Approve (the migrator for
 * the V1 LP) → Migrate → Success; blocked for the wrapped-native pool, invalid for a token without a V1 exchange.
 */
export const MigrateV1PositionScreen = observer(function MigrateV1PositionScreen(props: ScreenProps) {
  const { migrateV1: store } = useStores()
  const t = useT()
  const format = useFormat()
  const { address } = props.params
  useEffect(() => store.load(address), [store, address])
  useEffect(() => store.watch(), [store])
  const { state, token, comparison } = store
  const blocked =
    state === MigrationState.BLOCKED ? (
      <div className="v1-notice">
        <p className="problem" data-testid="v1-blocked">
          {t('migrate.blocked', { symbol: formatSymbol(token?.symbol ?? '') })}
        </p>
        <a className="button" data-testid="v1-blocked-remove" href={`#/remove/v1/${store.tokenAddress}`}>
          {t('migrate.remove')}
        </a>
      </div>
    ) : undefined
  const approveText = APPROVE_TEXT[state as keyof typeof APPROVE_TEXT] ?? 'migrate.approve'
  const migrateText = MIGRATE_TEXT[state as keyof typeof MIGRATE_TEXT] ?? 'migrate.migrate'
  const notices = (
    <>
      {comparison?.bestPriceWarning ? (
        <p className="v1-warning" data-testid="v1-price-warning">
          {t(comparison.direction === 'lower' ? 'migrate.priceLower' : 'migrate.priceHigher', {
            percent: format.numbers(formatPoolShare({ numerator: comparison.differenceBips, denominator: 10_000n }, 2)),
          })}
        </p>
      ) : null}
      {store.firstProvider ? (
        <p className="muted" data-testid="v1-first-provider">
          {t('migrate.firstProvider')}
        </p>
      ) : null}
    </>
  )
  return (
    <V1PositionView
      title="screen.migrateV1Position"
      intro="migrate.intro"
      state={state}
      token={token}
      account={store.account}
      invalid={state === MigrationState.INVALID}
      blocked={blocked}
      loading={state === MigrationState.LOADING}
      liquidity={store.position.liquidity}
      worth={store.worth}
      empty={state === MigrationState.DISABLED}
      failed={store.failed}
      actionError={store.actionError}
      notices={notices}
    >
      <div className="pool-button-row">
        <Button
          variant="primary"
          data-testid="v1-approve"
          disabled={state !== MigrationState.APPROVE_NEEDED}
          onClick={() => void store.approve()}
        >
          {t(approveText)}
        </Button>
        <Button
          variant="primary"
          data-testid="v1-migrate"
          disabled={state !== MigrationState.APPROVED}
          onClick={() => void store.migrate()}
        >
          {t(migrateText)}
        </Button>
      </div>
    </V1PositionView>
  )
})
