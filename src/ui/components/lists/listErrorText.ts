import { FomoError } from '../../../domain/errors/FomoError'
import type { MessageId } from '../../locales/en'

type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string

/** A list error in the user's language: the errors the spec names are translated, others keep their message. */
export function listErrorText(error: unknown, listUrl: string, t: Translate): string {
  if (error instanceof FomoError) {
    if (error.name === 'UnrecognizedListUrlProtocolError') return t('lists.error.UnrecognizedListUrlProtocolError')
    if (error.name === 'ListDownloadError') return t('lists.error.ListDownloadError', { url: listUrl })
    if (error.name === 'CannotShowTokenListError') return t('lists.error.CannotShowTokenListError')
  }
  return error instanceof Error ? error.message : String(error)
}
