import type { ApproveThenSend } from '../../stores/ApproveThenSend'
import type { NoticeStore } from '../../stores/NoticeStore'
import type { Translate } from '../../stores/Translate'

/**
 * Once an exchange's approval shows in the allowance: the successConTr notice, then the exchange by itself (the DK and
 * HJW exchanges). Returns the stop function.
 */
export function continueApprovedExchange(
  form: { readonly step: ApproveThenSend; readonly notices: NoticeStore; readonly t: Translate },
  send: () => Promise<void>,
): () => void {
  return form.step.watch(() => {
    form.notices.show('success', form.t('exchange.successConTr'))
    void send()
  })
}
