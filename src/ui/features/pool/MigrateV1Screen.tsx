import { observer } from 'mobx-react-lite'
import { type ReactNode, useEffect } from 'react'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { Spinner } from '../../components/Spinner'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { V1PositionCard } from './V1PositionCard'

/**
 * `/migrate/v1`: the connected account's V1 positions with links to migrate or remove each, a search box by token
 * address or symbol, `Loading...`, `No V1 Liquidity found.`, or the connect prompt without a wallet.
 */
export const MigrateV1Screen = observer(function MigrateV1Screen(_props: ScreenProps) {
  const { v1Positions: store, directory } = useStores()
  const t = useT()
  useEffect(() => store.watch(), [store])
  const native = directory.chainConfig?.nativeCurrency
  let body: ReactNode
  if (!store.account) {
    body = (
      <p className="pool-message" data-testid="v1-connect">
        {t('migrate.connect')}
      </p>
    )
  } else if (store.reading) {
    body = (
      <div className="pool-message" data-testid="v1-loading">
        <Spinner label={t('migrate.loading')} />
        <span>{t('migrate.loading')}</span>
      </div>
    )
  } else if (store.rows.length === 0 || !native) {
    body = (
      <p className="pool-message" data-testid="v1-empty">
        {t('migrate.none')}
      </p>
    )
  } else {
    body = (
      <div className="position-list" data-testid="v1-list">
        {store.rows.map((row) => (
          <V1PositionCard key={row.position.exchange} row={row} native={native} />
        ))}
      </div>
    )
  }
  return (
    <ScreenFrame title="screen.migrateV1">
      {store.account ? (
        <input
          type="text"
          className="v1-search"
          data-testid="v1-search"
          spellCheck={false}
          autoComplete="off"
          placeholder={t('migrate.search')}
          aria-label={t('migrate.search')}
          value={store.query}
          onChange={(event) => store.search(event.target.value)}
        />
      ) : null}
      <h2 className="pool-subtitle">{t('migrate.yourLiquidity')}</h2>
      {body}
    </ScreenFrame>
  )
})
