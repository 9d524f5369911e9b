import { FomoError } from '../../domain/errors/FomoError'

/** Every candidate URL of a list failed to answer with JSON: 'Failed to download list {url}'. Check the URL or retry. */
export class ListDownloadError extends FomoError {
  override readonly name = 'ListDownloadError'

  constructor(listUrl: string, attempts: readonly { url: string; problem: string }[]) {
    super(`Failed to download list ${listUrl}`, { details: { listUrl, attempts } })
  }
}
