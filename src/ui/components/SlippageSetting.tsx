import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { editCustomSlippage, startCustomSlippage } from '../../domain/settings/editCustomSlippage'
import { SLIPPAGE_PRESETS_BIPS } from '../../domain/settings/settingsConstants'
import { slippageWarning } from '../../domain/settings/slippageWarning'
import { Button } from './controls/Button'
import { useStores } from './useStores'
import { useT } from './useT'

/**
 * Slippage tolerance: the 0.1%, 0.5% and 1% presets and a custom percentage, with the domain's warnings; the domain's
 * `editCustomSlippage` decides what each edit of the custom field saves (never 0 %, the last valid value when emptied).
 */
export const SlippageSetting = observer(function SlippageSetting() {
  const { settings } = useStores()
  const t = useT()
  const bips = settings.settings.userSlippageTolerance
  const [field, setField] = useState(() => editCustomSlippage(startCustomSlippage(bips), ''))
  const custom = field.text
  const invalid = field.invalid
  const warning = slippageWarning(bips)
  const onCustom = (text: string) => {
    const edit = editCustomSlippage(field, text)
    setField(edit)
    if (edit.save !== undefined && edit.save !== bips) void settings.setSlippageTolerance(edit.save)
  }
  return (
    <fieldset className="setting">
      <legend>{t('settings.slippage')}</legend>
      <div className="setting-row">
        {SLIPPAGE_PRESETS_BIPS.map((preset) => (
          <Button
            variant="chip"
            key={preset}
            aria-pressed={custom === '' && bips === preset}
            data-testid={`slippage-${preset}`}
            onClick={() => {
              setField(editCustomSlippage(startCustomSlippage(preset), ''))
              void settings.setSlippageTolerance(preset)
            }}
          >
            {`${preset / 100}%`}
          </Button>
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
