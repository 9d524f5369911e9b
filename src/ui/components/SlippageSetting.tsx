import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { parseSlippageInput } from '../../domain/settings/parseSlippageInput'
import { SLIPPAGE_PRESETS_BIPS } from '../../domain/settings/settingsConstants'
import { slippageWarning } from '../../domain/settings/slippageWarning'
import { useStores } from './useStores'
import { useT } from './useT'

/** Slippage tolerance: the 0.1%, 0.5% and 1% presets and a custom percentage, with the domain's warnings. */
export const SlippageSetting = observer(function SlippageSetting() {
  const { settings } = useStores()
  const t = useT()
  const bips = settings.settings.userSlippageTolerance
  const [custom, setCustom] = useState('')
  const invalid = custom !== '' && !parses(custom)
  const warning = slippageWarning(bips)
  const onCustom = (text: string) => {
    setCustom(text)
    if (parses(text)) void settings.setSlippageTolerance(parseSlippageInput(text))
  }
  return (
    <fieldset className="setting">
      <legend>{t('settings.slippage')}</legend>
      <div className="setting-row">
        {SLIPPAGE_PRESETS_BIPS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="chip"
            aria-pressed={custom === '' && bips === preset}
            data-testid={`slippage-${preset}`}
            onClick={() => {
              setCustom('')
              void settings.setSlippageTolerance(preset)
            }}
          >
            {`${preset / 100}%`}
          </button>
        ))}
        <label className={invalid ? 'chip-input invalid' : 'chip-input'}>
          <input
            inputMode="decimal"
            placeholder={`${bips / 100}`}
            aria-label={t('settings.custom')}
            data-testid="slippage-custom"
            value={custom}
            onChange={(event) => onCustom(event.target.value)}
          />
          %
        </label>
      </div>
      {invalid ? (
        <p className="field-note error" data-testid="slippage-note">
          {t('settings.slippageInvalid')}
        </p>
      ) : warning ? (
        <p className="field-note warn" data-testid="slippage-note">
          {t(warning.key === 'riskyLow' ? 'settings.riskyLow' : 'settings.riskyHigh')}
        </p>
      ) : null}
    </fieldset>
  )
})

function parses(text: string): boolean {
  try {
    parseSlippageInput(text)
    return true
  } catch {
    return false
  }
}
