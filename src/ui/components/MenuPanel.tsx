import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { Button } from './controls/Button'
import { MENU_AREAS } from './menuAreas'
import { ThemeSwitch } from './ThemeSwitch'
import { useDialogFocus } from './useDialogFocus'
import { useStores } from './useStores'
import { useT } from './useT'

/** The header menu, while it is open. */
export const MenuPanel = observer(function MenuPanel() {
  return useStores().ui.dialog === 'menu' ? <OpenMenuPanel /> : null
})

/**
 * The header menu: home, every area of the product, language settings, the theme switch and settings. The keyboard
 * stays in it while it is open (Tab cycles), Escape closes it and focus goes back to the menu button.
 */
const OpenMenuPanel = observer(function OpenMenuPanel() {
  const { ui, config } = useStores()
  const t = useT()
  const ref = useRef<HTMLElement>(null)
  useDialogFocus(ref, () => ui.close())
  return (
    <nav className="menu-panel" data-testid="menu-panel" aria-label={t('menu.open')} ref={ref}>
      <a href="#/">{t('menu.home')}</a>
      <div className="menu-areas" data-testid="menu-areas">
        {MENU_AREAS.map((area) => (
          <a key={area.href} href={area.href}>
            {t(area.label)}
          </a>
        ))}
      </div>
      <Button variant="plain" data-testid="menu-language" onClick={() => ui.open('language')}>
        {t('menu.language')}
      </Button>
      <Button variant="plain" data-testid="menu-settings" onClick={() => ui.open('settings')}>
        {t('menu.settings')}
      </Button>
      <Button variant="plain" data-testid="menu-lists" onClick={() => ui.open('lists')}>
        {t('menu.manageLists')}
      </Button>
      {config.links?.oldVersion ? (
        <a href={config.links.oldVersion} target="_blank" rel="noreferrer">
          {t('menu.oldVersion')}
        </a>
      ) : null}
      <fieldset className="menu-theme">
        <legend>{t('menu.theme')}</legend>
        <ThemeSwitch testIdPrefix="theme" />
      </fieldset>
    </nav>
  )
})
