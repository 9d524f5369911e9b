import { useState } from 'react'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import type { SavedToken } from '../../../domain/settings/UserSettings'
import { Button } from '../controls/Button'
import { useT } from '../useT'

/** The import warning (spec sections 5 and 8): Continue stays disabled until I understand is ticked. */
export function ImportTokenWarning(props: { token: SavedToken; onContinue: () => void; onCancel: () => void }) {
  const t = useT()
  const [understood, setUnderstood] = useState(false)
  const { token } = props
  return (
    <div className="import-warning" data-testid="import-warning" role="alert">
      <p className="import-token">
        <strong>{formatSymbol(token.symbol)}</strong> {token.name}
        <code>{token.address}</code>
      </p>
      <p>{t('tokenSelect.warning')}</p>
      <label className="import-understand">
        <input
          type="checkbox"
          data-testid="import-understand"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        {t('tokenSelect.understand')}
      </label>
      <div className="import-actions">
        <Button variant="plain" onClick={props.onCancel}>
          {t('tokenSelect.back')}
        </Button>
        <Button variant="primary" data-testid="import-continue" disabled={!understood} onClick={props.onContinue}>
          {t('tokenSelect.continue')}
        </Button>
      </div>
    </div>
  )
}
