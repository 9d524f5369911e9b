import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { Token } from '../../../domain/currency/Token'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import type { V1PositionValue } from '../../../domain/migrate/computeV1PositionValue'
import { ScreenFrame } from '../../components/ScreenFrame'
import { Spinner } from '../../components/Spinner'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import type { MessageId } from '../../locales/en'
import { V1PositionRows } from './V1PositionRows'

/**
 * The frame of the screens of one V1 position (migrate, Remove V1): invalid, a screen's own `blocked` notice, connect,
 * loading, else the position's rows, the intro, the screen's `notices`, no liquidity, the problem and its `children`
 * (the action buttons); the state in `data-state` and the way back to the V1 list.
 */
export const V1PositionView = observer(function V1PositionView(props: {
  title: MessageId
  intro: MessageId
  state: string
  token: Token | undefined
  account: string | undefined
  invalid: boolean
  blocked?: ReactNode
  loading: boolean
  liquidity: bigint | undefined
  worth: V1PositionValue | undefined
  empty: boolean
  failed: boolean
  actionError: string | undefined
  notices?: ReactNode
  children: ReactNode
}) {
  const { directory } = useStores()
  const t = useT()
  const { state, token, worth, liquidity } = props
  const native = directory.chainConfig?.nativeCurrency
  const symbol = formatSymbol(token?.symbol ?? '')
  const nativeSymbol = formatSymbol(native?.symbol ?? '')
  let body: ReactNode
  if (props.invalid) {
    body = (
      <p className="problem" data-testid="v1-invalid">
        {t('migrate.invalid')}
      </p>
    )
  } else if (props.blocked) {
    body = props.blocked
  } else if (!props.account) {
    body = (
      <p className="pool-message" data-testid="v1-connect">
        {t('migrate.connect')}
      </p>
    )
  } else if (props.loading || !native || !worth || liquidity === undefined) {
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
        <p className="muted">{t(props.intro, { symbol, native: nativeSymbol })}</p>
        {props.notices}
        {props.empty ? (
          <p className="pool-message" data-testid="v1-no-liquidity">
            {t('migrate.empty')}
          </p>
        ) : null}
        {props.failed || props.actionError ? (
          <p className="problem" data-testid="v1-problem">
            {props.failed ? t('migrate.failed') : props.actionError}
          </p>
        ) : null}
        {props.children}
      </>
    )
  }
  return (
    <ScreenFrame title={props.title} subtitle={token ? `${symbol}/${nativeSymbol} V1` : undefined}>
      <div className="v1-screen" data-testid="v1-state" data-state={state}>
        {body}
      </div>
      <a className="link v1-back" data-testid="v1-back" href="#/migrate/v1">
        {t('migrate.back')}
      </a>
    </ScreenFrame>
  )
})
