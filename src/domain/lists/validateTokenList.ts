import { DuplicateTokensError } from '../errors/DuplicateTokensError'
import { TokenListValidationError } from '../errors/TokenListValidationError'
import { validate as validateSchema } from './generated/tokenListSchemaValidator'
import type { TokenList } from './TokenList'

/** The compiled validator's shape (ajv standalone): a predicate that leaves its errors on itself. */
const validate = validateSchema as ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null
}

/**
 * Checks downloaded JSON against the token-lists schema (spec section 5; compiled ahead of time by
 * scripts/generateTokenListValidator.ts, since the app's CSP forbids compiling code in the browser) and for duplicate
 * tokens, and returns it as a `TokenList`.
 *
 * @throws TokenListValidationError ('Token list failed validation: ' + `{path} {message}` pairs joined by '; ', every
 * violation listed); DuplicateTokensError ('duplicate tokens') when two tokens share chain id and address (any case).
 * @example validateTokenList(await fetcher.fetchList(url)).tokens.length
 */
export function validateTokenList(json: unknown): TokenList {
  if (!validate(json)) {
    const errors = validate.errors ?? []
    throw new TokenListValidationError(errors.map((e) => ({ path: e.instancePath, message: e.message ?? '' })))
  }
  const list = json as TokenList
  const seen = new Set<string>()
  for (const token of list.tokens) {
    const key = `${token.chainId}:${token.address.toLowerCase()}`
    if (seen.has(key)) throw new DuplicateTokensError(token.chainId, token.address)
    seen.add(key)
  }
  return list
}
