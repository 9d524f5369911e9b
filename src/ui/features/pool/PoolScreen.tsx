import { observer } from 'mobx-react-lite'
import { type ReactNode, useEffect } from 'react'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { Spinner } from '../../components/Spinner'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { PositionCard } from './PositionCard'

/**
 * `/pool`: the account's liquidity positions, `No liquidity found` with an Add button, or the connect prompt; a link to
 * V1 migration when the account holds V1 liquidity.
 */
export const PoolScreen = observer(function PoolScreen(_props: ScreenProps) {
  const { pool, directory, v1Positions } = useStores()
  const t = useT()
  useEffect(() => pool.watch(), [pool])
  useEffect(() => v1Positions.watch(), [v1Positions])
  const v1 = v1Positions.holdsLiquidity
  const native = directory.chainConfig?.nativeCurrency
  let body: ReactNode
  if (pool.loading) {
    body = (
      <div className="pool-message" data-testid="pool-loading">
        <Spinner label={t('pool.loading')} />
        <span>{t('pool.loading')}</span>
      </div>
    )
  } else if (!pool.account) {
    body = (
      <p className="pool-message" data-testid="pool-connect">
        {t('pool.connectToView')}
      </p>
    )
  } else if (pool.positions.length === 0 || !native) {
    body = (
      <div className="pool-message" data-testid="pool-empty">
        <p>{t('pool.noLiquidity')}</p>
        <a className="button primary" data-testid="pool-empty-add" href="#/add/ETH">
          {t('pool.add')}
        </a>
      </div>
    )
  } else {
    body = (
      <div className="position-list" data-testid="position-list">
        {pool.positions.map((position) => (
          <PositionCard key={position.pair.address} position={position} native={native} />
        ))}
      </div>
    )
  }
  return (
    <ScreenFrame title="screen.pool">
      <div
        className="pool-actions"
        data-testid="pool-actions"
        data-v1-liquidity={v1 === undefined ? 'loading' : v1 ? 'held' : 'none'}
      >
        <a className="button primary" data-testid="pool-add" href="#/add/ETH">
          {t('pool.addLiquidity')}
        </a>
        {v1 ? (
          <a className="button" data-testid="pool-migrate-v1" href="#/migrate/v1">
            {t('pool.migrateV1')}
          </a>
        ) : null}
      </div>
      <h2 className="pool-subtitle">{t('pool.yourLiquidity')}</h2>
      {body}
      <p className="muted pool-import">
        {t('pool.dontSee')}{' '}
        <a href="#/find" data-testid="pool-find">
          {t('pool.import')}
        </a>
      </p>
    </ScreenFrame>
  )
})
