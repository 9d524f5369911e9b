import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { MessageId } from '../locales/en'
import { ConnectWalletButton } from './ConnectWalletButton'
import { useT } from './useT'

/**
 * A screen's card: its title and body. A screen whose feature belongs to a later issue passes `comingWith` (the
 * issue number, or `later`) and shows a translated marker instead of pretending to work.
 */
export const ScreenFrame = observer(function ScreenFrame(props: {
  title: MessageId
  subtitle?: string
  comingWith?: number | 'later'
  /** `false` for a screen whose own action button asks to connect (Swap, Send). */
  connectButton?: boolean
  children?: ReactNode
}) {
  const t = useT()
  return (
    <section className="card screen" data-testid="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t(props.title)}</h1>
      {props.subtitle ? <p className="subtitle">{props.subtitle}</p> : null}
      {props.children}
      {props.comingWith !== undefined ? (
        <div className="waiting-marker" data-testid="coming-with">
          <strong>
            {props.comingWith === 'later'
              ? t('screen.comingLater')
              : t('screen.comingWithIssue', { issue: props.comingWith })}
          </strong>
          <span>{t('screen.waiting')}</span>
        </div>
      ) : null}
      {props.connectButton === false ? null : <ConnectWalletButton />}
    </section>
  )
})
