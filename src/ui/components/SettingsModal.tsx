import { observer } from 'mobx-react-lite'
import { DeadlineSetting } from './DeadlineSetting'
import { ExpertModeSetting } from './ExpertModeSetting'
import { Modal } from './Modal'
import { SlippageSetting } from './SlippageSetting'
import { ThemeSwitch } from './ThemeSwitch'
import { useStores } from './useStores'
import { useT } from './useT'

/** The settings menu: slippage tolerance, deadline, expert mode and dark mode, kept in the user settings. */
export const SettingsModal = observer(function SettingsModal() {
  const { ui } = useStores()
  const t = useT()
  if (ui.dialog !== 'settings') return null
  return (
    <Modal title={t('menu.settings')} onClose={() => ui.close()} testId="settings-modal">
      <div className="settings">
        <SlippageSetting />
        <DeadlineSetting />
        <ExpertModeSetting />
        <fieldset className="setting">
          <legend>{t('menu.theme')}</legend>
          <ThemeSwitch testIdPrefix="settings-theme" />
        </fieldset>
      </div>
    </Modal>
  )
})
