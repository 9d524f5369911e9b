import { observer } from 'mobx-react-lite'
import { Button } from './controls/Button'
import { useStores } from './useStores'
import { useT } from './useT'

/** The dark-mode setting as three buttons: follow the system, light, dark. */
export const ThemeSwitch = observer(function ThemeSwitch(props: { testIdPrefix: string }) {
  const { theme } = useStores()
  const t = useT()
  return (
    <div className="segmented">
      {([null, false, true] as const).map((dark) => (
        <Button
          variant="plain"
          key={String(dark)}
          aria-pressed={theme.userDarkMode === dark}
          data-testid={`${props.testIdPrefix}-${dark === null ? 'system' : dark ? 'dark' : 'light'}`}
          onClick={() => void theme.setUserDarkMode(dark)}
        >
          {t(dark === null ? 'theme.system' : dark ? 'theme.dark' : 'theme.light')}
        </Button>
      ))}
    </div>
  )
})
