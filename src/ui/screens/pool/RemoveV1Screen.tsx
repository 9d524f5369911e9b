import { observer } from 'mobx-react-lite'
import { type ReactNode, useEffect } from 'react'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { RemoveV1State } from '../../../domain/migrate/RemoveV1State'
import { V1PositionRows } from '../../components/pool/V1PositionRows'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { Spinner } from '../../components/Spinner'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'

const REMOVE_TEXT = {
  [RemoveV1State.REMOVING]: 'migrate.removing',
  [RemoveV1State.SUCCESS]: 'migrate.success',
} as const

/**
 * `/remove/v1/{token}`: one V1 position and what it withdraws, then Remove → Removing → Success
 * (`removeLiquidity(amount, 1, 1, deadline)` on the V1 exchange); disabled at balance 0.
 */
export const RemoveV1Screen = observer(function RemoveV1Screen(props: ScreenProps) {
  const { removeV1: store, directory } = useStores()
  const t = useT()
  const { address } = props.params
  useEffect(() => store.load(address), [store, address])
  useEffect(() => store.watch(), [store])
  const { state, token, worth } = store
  const native = directory.chainConfig?.nativeCurrency
  const liquidity = store.position.liquidity
  const symbol = formatSymbol(token?.symbol ?? '')
  const nativeSymbol = formatSymbol(native?.symbol ?? '')
  let body: ReactNode
  if (state === RemoveV1State.INVALID) {
    body = (
      <p className="problem" data-testid="v1-invalid">
        {t('migrate.invalid')}
      </p>
    )
  } else if (!store.account) {
    body = (
      <p className="pool-message" data-testid="v1-connect">
        {t('migrate.connect')}
      </p>
    )
  } else if (state === RemoveV1State.LOADING || !native || !worth || liquidity === undefined) {
    body = (
      <div className="pool-message" data-testid="v1-loading">
        <Spinner label={t('migrate.loading')} />
        <span>{t('migrate.loading')}</span>
      </div>
    )
  } else {
    body = (
      <>
        <V1PositionRows liquidity={liquidity} worth={worth} token={token} native={native} />
        <p className="muted">{t('migrate.removeIntro', { symbol, native: nativeSymbol })}</p>
        {state === RemoveV1State.DISABLED ? (
          <p className="pool-message" data-testid="v1-no-liquidity">
            {t('migrate.empty')}
          </p>
        ) : null}
        {store.failed || store.actionError ? (
          <p className="problem" data-testid="v1-problem">
            {store.failed ? t('migrate.failed') : store.actionError}
          </p>
        ) : null}
        <button
          type="button"
          className="primary wide"
          data-testid="v1-remove"
          disabled={state !== RemoveV1State.READY}
          onClick={() => void store.remove()}
        >
          {t(REMOVE_TEXT[state as keyof typeof REMOVE_TEXT] ?? 'migrate.remove')}
        </button>
      </>
    )
  }
  return (
    <ScreenFrame title="screen.removeV1" subtitle={token ? `${symbol}/${nativeSymbol} V1` : undefined}>
      <div className="v1-screen" data-testid="v1-state" data-state={state}>
        {body}
      </div>
      <a className="link v1-back" data-testid="v1-back" href="#/migrate/v1">
        {t('migrate.back')}
      </a>
    </ScreenFrame>
  )
})
