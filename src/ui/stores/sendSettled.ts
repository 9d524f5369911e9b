import { runInAction } from 'mobx'
import { settledNotice } from './settledNotice'

/** What settledNotice needs of a store: its session, notices and translation. */
type NoticeUi = Parameters<typeof settledNotice>[2]

/** One transaction of a programme form, from the click to the notice. */
export interface SettledSend {
  /** Marks the form busy while it sends and waits (its button greys), then not. */
  readonly busy: (busy: boolean) => void
  readonly send: () => Promise<{ readonly hash: string }>
  readonly texts: Parameters<typeof settledNotice>[1]
  /** After the success notice, while the form is still busy (clear the amount, read again). */
  readonly succeeded?: (hash: string) => void
  /** A refusal or a failure to send (shows its text). */
  readonly fail: (error: unknown) => void
}

/**
 * Sends a form's transaction: busy, send, wait for the chain and show the success or failure notice (settledNotice),
 * `succeeded` when it succeeded, `fail` when sending threw; not busy at the end whatever happened.
 *
 * @example await sendSettled(this, { busy: (busy) => (this.sending = busy), send: () => service.invest(input),
 *   texts: { success: 'exchange.exSuccess', failure: 'exchange.error.failed' }, fail: (error) => this.fail(error) })
 */
export async function sendSettled(ui: NoticeUi, step: SettledSend): Promise<void> {
  runInAction(() => step.busy(true))
  try {
    const sent = await step.send()
    if (await settledNotice(sent.hash, step.texts, ui)) runInAction(() => step.succeeded?.(sent.hash))
  } catch (error) {
    step.fail(error)
  } finally {
    runInAction(() => step.busy(false))
  }
}
