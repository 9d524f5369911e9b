import { observer } from 'mobx-react-lite'
import { Button } from './controls/Button'
import { MENU_AREAS } from './menuAreas'
import { ThemeSwitch } from './ThemeSwitch'
import { useStores } from './useStores'
import { useT } from './useT'

/** The header menu: home, every area of the product, language settings, the theme switch and settings. */
export const MenuPanel = observer(function MenuPanel() {
  const { ui, config } = useStores()
  const t = useT()
  if (ui.dialog !== 'menu') return null
  return (
    <nav className="menu-panel" data-testid="menu-panel" aria-label={t('menu.open')}>
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
