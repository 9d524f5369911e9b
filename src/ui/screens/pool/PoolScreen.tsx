import { observer } from 'mobx-react-lite'
import { type ReactNode, useEffect } from 'react'
import { PositionCard } from '../../components/pool/PositionCard'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { Spinner } from '../../components/Spinner'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'

/** `/pool`: the account's liquidity positions, `No liquidity found` with an Add button, or the connect prompt. */
export const PoolScreen = observer(function PoolScreen(_props: ScreenProps) {
  const { pool, directory } = useStores()
  const t = useT()
  useEffect(() => pool.watch(), [pool])
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
      <div className="pool-actions">
        <a className="button primary" data-testid="pool-add" href="#/add/ETH">
          {t('pool.addLiquidity')}
        </a>
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
