import { observer } from 'mobx-react-lite'
import type { RecipientProblem } from '../../../domain/swap/recipientProblem'
import { TextInput } from '../../components/controls/TextInput'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import type { MessageId } from '../../locales/en'

const RECIPIENT_PROBLEM: Record<RecipientProblem, MessageId> = {
  notAnAddress: 'swap.recipientNotAnAddress',
  nameNotFound: 'swap.recipientNameNotFound',
  zeroAddress: 'swap.recipientZeroAddress',
}

/** The swap form's recipient: the typed address or name, its name lookup, and why it cannot receive when it cannot. */
export const RecipientField = observer(function RecipientField() {
  const { swap } = useStores()
  const t = useT()
  return (
    <label className="recipient-field">
      <span>{t('swap.recipient')}</span>
      <TextInput
        data-testid="recipient"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={t('swap.recipientPlaceholder')}
        value={swap.state.recipient ?? ''}
        onChange={(event) => swap.typeRecipient(event.target.value)}
      />
      {swap.recipient.lookup.status === 'resolving' ? (
        <small className="muted">{t('swap.recipientResolving')}</small>
      ) : null}
      {swap.recipient.problem ? (
        <small className="field-note error" role="alert" data-testid="recipient-problem">
          {t(RECIPIENT_PROBLEM[swap.recipient.problem])}
        </small>
      ) : null}
      {swap.recipient.lookup.status === 'resolved' && swap.recipient.lookup.address && !swap.recipient.problem ? (
        <small className="muted" data-testid="recipient-resolved">
          {t('swap.recipientResolved', { address: swap.recipient.lookup.address })}
        </small>
      ) : null}
    </label>
  )
})
