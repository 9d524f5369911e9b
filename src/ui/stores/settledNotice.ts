import { when } from 'mobx'
import type { NoticeStore } from './NoticeStore'
import type { ProgrammeSession } from './ProgrammeSession'
import type { Translate } from './Translate'

/**
 * Waits until the transaction `hash` the app sent is mined, then shows the 2-second success or failure notice;
 * true when it succeeded.
 */
export async function settledNotice(
  hash: string,
  texts: { success: Parameters<Translate>[0]; failure: Parameters<Translate>[0] },
  ui: { session: ProgrammeSession; notices: NoticeStore; t: Translate },
): Promise<boolean> {
  await when(() => {
    const status = ui.session.statusOf(hash)
    return status === 'confirmed' || status === 'failed'
  })
  const ok = ui.session.statusOf(hash) === 'confirmed'
  ui.notices.show(ok ? 'success' : 'error', ui.t(ok ? texts.success : texts.failure))
  return ok
}
