import { observer } from 'mobx-react-lite'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { useStores } from '../useStores'
import { useT } from '../useT'

/** Opens the token selection modal and shows the token last chosen there. */
export const SelectTokenButton = observer(function SelectTokenButton() {
  const { tokenSelect } = useStores()
  const t = useT()
  const chosen = tokenSelect.selected
  return (
    <button type="button" className="select-token" data-testid="select-token" onClick={() => tokenSelect.open()}>
      {chosen ? formatSymbol(chosen.symbol) : t('tokenSelect.title')}
    </button>
  )
})
