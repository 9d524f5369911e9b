import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { Button } from './controls/Button'
import { TextInput } from './controls/TextInput'
import { useStores } from './useStores'
import { useT } from './useT'

/** The word the user types to turn expert mode on (spec section 2: settings menu). */
const CONFIRM_WORD = 'confirm'

/** Expert mode: off at once; on only after the warning and the typed word `confirm`. */
export const ExpertModeSetting = observer(function ExpertModeSetting() {
  const { settings } = useStores()
  const t = useT()
  const [asking, setAsking] = useState(false)
  const [typed, setTyped] = useState('')
  const on = settings.settings.userExpertMode
  return (
    <fieldset className="setting">
      <legend>{t('settings.expertMode')}</legend>
      <div className="segmented">
        <Button variant="plain" aria-pressed={on} data-testid="expert-on" onClick={() => !on && setAsking(true)}>
          {t('settings.on')}
        </Button>
        <Button
          variant="plain"
          aria-pressed={!on}
          data-testid="expert-off"
          onClick={() => {
            setAsking(false)
            void settings.setExpertMode(false)
          }}
        >
          {t('settings.off')}
        </Button>
      </div>
      {asking && !on ? (
        <div className="expert-confirm" data-testid="expert-confirm">
          <p>{t('settings.expertWarning')}</p>
          <label>
            {t('settings.typeConfirm')}
            <TextInput data-testid="expert-typed" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </label>
          <Button
            variant="primary"
            wide
            data-testid="expert-turn-on"
            disabled={typed !== CONFIRM_WORD}
            onClick={() => {
              setAsking(false)
              setTyped('')
              void settings.setExpertMode(true)
            }}
          >
            {t('settings.turnOnExpert')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
})
