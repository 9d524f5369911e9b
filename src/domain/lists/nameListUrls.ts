import { ContenthashTranslationError } from '../errors/ContenthashTranslationError'
import { contenthashToUri } from './contenthash/contenthashToUri'
import { listUrlCandidates } from './listUrlCandidates'

/**
 * The HTTP(S) URLs of a list named by a name, once its contenthash is known: the contenthash's `ipfs://` or
 * `ipns://` URI plus the name's path, through the gateways.
 *
 * @throws ContenthashTranslationError ('Failed to translate contenthash to URI: {value}') for any contenthash that
 * cannot be translated, an unrecognised codec included (as its `cause`).
 * @example nameListUrls(await names.contenthash(1, 'tokens.fomo.eth'), '')
 */
export function nameListUrls(contenthash: string, path: string): string[] {
  let uri: string
  try {
    uri = contenthashToUri(contenthash)
  } catch (error) {
    if (error instanceof ContenthashTranslationError) throw error
    throw new ContenthashTranslationError(contenthash, error)
  }
  return listUrlCandidates(`${uri}${path}`)
}
