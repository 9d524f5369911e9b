import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { parseDeadlineInput } from '../../domain/settings/parseDeadlineInput'
import { useStores } from './useStores'
import { useT } from './useT'

/** The transaction deadline in whole minutes (stored in seconds). */
export const DeadlineSetting = observer(function DeadlineSetting() {
  const { settings } = useStores()
  const t = useT()
  const [text, setText] = useState('')
  let invalid = false
  if (text !== '') {
    try {
      parseDeadlineInput(text)
    } catch {
      invalid = true
    }
  }
  const onChange = (next: string) => {
    setText(next)
    try {
      void settings.setDeadline(parseDeadlineInput(next))
    } catch {
      // shown as the invalid note; the stored deadline stays
    }
  }
  return (
    <fieldset className="setting">
      <legend>{t('settings.deadline')}</legend>
      <div className="setting-row">
        <label className={invalid ? 'chip-input invalid' : 'chip-input'}>
          <input
            inputMode="numeric"
            placeholder={`${settings.settings.userDeadline / 60}`}
            aria-label={t('settings.deadline')}
            data-testid="deadline-input"
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        </label>
        <span className="muted">{t('settings.minutes')}</span>
      </div>
      {invalid ? (
        <p className="field-note error" data-testid="deadline-note">
          {t('settings.deadlineInvalid')}
        </p>
      ) : null}
    </fieldset>
  )
})
