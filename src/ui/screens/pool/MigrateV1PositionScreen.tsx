import { observer } from 'mobx-react-lite'
import { type ReactNode, useEffect } from 'react'
import { formatPoolShare } from '../../../domain/format/formatPoolShare'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { MigrationState } from '../../../domain/migrate/MigrationState'
import { V1PositionRows } from '../../components/pool/V1PositionRows'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { Spinner } from '../../components/Spinner'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'

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
  const { migrateV1: store, directory } = useStores()
  const t = useT()
  const { address } = props.params
  useEffect(() => store.load(address), [store, address])
  useEffect(() => store.watch(), [store])
  const { state, token, worth, comparison } = store
  const native = directory.chainConfig?.nativeCurrency
  const liquidity = store.position.liquidity
  const symbol = formatSymbol(token?.symbol ?? '')
  const nativeSymbol = formatSymbol(native?.symbol ?? '')
  let body: ReactNode
  if (state === MigrationState.INVALID) {
    body = (
      <p className="problem" data-testid="v1-invalid">
        {t('migrate.invalid')}
      </p>
    )
  } else if (state === MigrationState.BLOCKED) {
    body = (
      <div className="v1-notice">
        <p className="problem" data-testid="v1-blocked">
          {t('migrate.blocked', { symbol })}
        </p>
        <a className="button" data-testid="v1-blocked-remove" href={`#/remove/v1/${store.tokenAddress}`}>
          {t('migrate.remove')}
        </a>
      </div>
    )
  } else if (!store.account) {
    body = (
      <p className="pool-message" data-testid="v1-connect">
        {t('migrate.connect')}
      </p>
    )
  } else if (state === MigrationState.LOADING || !native || !worth || liquidity === undefined) {
    body = (
      <div className="pool-message" data-testid="v1-loading">
        <Spinner label={t('migrate.loading')} />
        <span>{t('migrate.loading')}</span>
      </div>
    )
  } else {
    const approveText = APPROVE_TEXT[state as keyof typeof APPROVE_TEXT] ?? 'migrate.approve'
    const migrateText = MIGRATE_TEXT[state as keyof typeof MIGRATE_TEXT] ?? 'migrate.migrate'
    body = (
      <>
        <V1PositionRows liquidity={liquidity} worth={worth} token={token} native={native} />
        <p className="muted">{t('migrate.intro', { symbol, native: nativeSymbol })}</p>
        {comparison?.bestPriceWarning ? (
          <p className="v1-warning" data-testid="v1-price-warning">
            {t(comparison.direction === 'lower' ? 'migrate.priceLower' : 'migrate.priceHigher', {
              percent: formatPoolShare({ numerator: comparison.differenceBips, denominator: 10_000n }, 2),
            })}
          </p>
        ) : null}
        {store.firstProvider ? (
          <p className="muted" data-testid="v1-first-provider">
            {t('migrate.firstProvider')}
          </p>
        ) : null}
        {state === MigrationState.DISABLED ? (
          <p className="pool-message" data-testid="v1-no-liquidity">
            {t('migrate.empty')}
          </p>
        ) : null}
        {store.failed || store.actionError ? (
          <p className="problem" data-testid="v1-problem">
            {store.failed ? t('migrate.failed') : store.actionError}
          </p>
        ) : null}
        <div className="pool-button-row">
          <button
            type="button"
            className="primary"
            data-testid="v1-approve"
            disabled={state !== MigrationState.APPROVE_NEEDED}
            onClick={() => void store.approve()}
          >
            {t(approveText)}
          </button>
          <button
            type="button"
            className="primary"
            data-testid="v1-migrate"
            disabled={state !== MigrationState.APPROVED}
            onClick={() => void store.migrate()}
          >
            {t(migrateText)}
          </button>
        </div>
      </>
    )
  }
  return (
    <ScreenFrame title="screen.migrateV1Position" subtitle={token ? `${symbol}/${nativeSymbol} V1` : undefined}>
      <div className="v1-screen" data-testid="v1-state" data-state={state}>
        {body}
      </div>
      <a className="link v1-back" data-testid="v1-back" href="#/migrate/v1">
        {t('migrate.back')}
      </a>
    </ScreenFrame>
  )
})
