import { UnrecognizedListUrlProtocolError } from '../errors/UnrecognizedListUrlProtocolError'
import type { ListUrlResolution } from './ListUrlResolution'
import { listUrlCandidates } from './listUrlCandidates'

// A name under .eth, with an optional path: `tokens.fomo.eth`, `tokens.fomo.eth/list.json` (the interface's rule).
const NAME = /^((?:[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*\.)+)eth(\/.*)?$/

/**
 * What fetching a token list by its URL (spec section 7) means: a name ending in `.eth` must first be resolved
 * through the name-resolution port (its contenthash); anything else becomes candidate HTTP(S) URLs (`ownOrigin`, the
 * app's own origin, is fetched as given when it is plain HTTP).
 *
 * @throws UnrecognizedListUrlProtocolError ('Unrecognized list URL protocol.') when it is neither a name nor a URL
 * of a known protocol.
 * @example resolveListUrl('Tokens.Fomo.eth') // { kind: 'name', name: 'tokens.fomo.eth', path: '' }
 */
export function resolveListUrl(listUrl: string, ownOrigin?: string): ListUrlResolution {
  const match = NAME.exec(listUrl)
  if (match) return { kind: 'name', name: `${match[1]!.toLowerCase()}eth`, path: match[2] ?? '' }
  const urls = listUrlCandidates(listUrl, ownOrigin)
  if (urls.length === 0) throw new UnrecognizedListUrlProtocolError(listUrl)
  return { kind: 'urls', urls }
}
