import type { Token } from '../../../domain/currency/Token'
import type { ApproveThenSend } from '../../stores/ApproveThenSend'
import type { Translate } from '../../stores/Translate'

/** The DK and HJW exchanges' button: Exchanging…, Approving…, Approve `token`, or Exchange (see ApproveThenSend.phase). */
export function exchangeActionText(
  form: { readonly step: ApproveThenSend; readonly sending: boolean },
  token: Token | undefined,
  t: Translate,
): string {
  switch (form.step.phase(form.sending)) {
    case 'sending':
      return t('exchange.submitting')
    case 'approving':
      return t('exchange.approving')
    case 'approve':
      return t('exchange.approve', { symbol: token?.symbol ?? '' })
    case 'ready':
      return t('exchange.submit')
  }
}
