import { observer } from 'mobx-react-lite'
import { Button } from './controls/Button'
import { Logo } from './Logo'
import { NetworkBadge } from './NetworkBadge'
import { useStores } from './useStores'
import { useT } from './useT'
import { WalletButton } from './WalletButton'

/** The header: logo (home), network, wallet button and the menu (home, language settings, theme, settings). */
export const Header = observer(function Header() {
  const { ui } = useStores()
  const t = useT()
  return (
    <header className="header">
      {/* the name read out starts with the name shown (axe: label-content-name-mismatch) */}
      <a className="brand" href="#/" aria-label={`FomoSwap, ${t('menu.home')}`}>
        <Logo />
        <span className="brand-name">FomoSwap</span>
      </a>
      <div className="header-actions">
        <NetworkBadge />
        <WalletButton />
        <Button
          variant="icon"
          className="menu-button"
          aria-label={t('menu.open')}
          aria-expanded={ui.dialog === 'menu'}
          data-testid="menu-button"
          onClick={() => ui.toggle('menu')}
        >
          <span className="burger" />
        </Button>
      </div>
    </header>
  )
})
