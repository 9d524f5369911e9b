import Ajv, { type ValidateFunction } from 'ajv'
import { DuplicateTokensError } from '../errors/DuplicateTokensError'
import { TokenListValidationError } from '../errors/TokenListValidationError'
import { DATE_TIME_FORMAT, URI_FORMAT } from './schemaFormats'
import type { TokenList } from './TokenList'
import { tokenListSchema } from './tokenListSchema'

let validator: ValidateFunction | undefined

function compiledValidator(): ValidateFunction {
  // compiled once, on first use: compiling costs milliseconds, validating a list far less
  if (validator === undefined) {
    const ajv = new Ajv({ allErrors: true })
    ajv.addFormat('date-time', DATE_TIME_FORMAT)
    ajv.addFormat('uri', URI_FORMAT)
    validator = ajv.compile(tokenListSchema)
  }
  return validator
}

/**
 * Checks downloaded JSON against the token-lists schema (spec section 5) and for duplicate tokens, and returns it as
 * a `TokenList`.
 *
 * @throws TokenListValidationError ('Token list failed validation: ' + `{path} {message}` pairs joined by '; ', every
 * violation listed); DuplicateTokensError ('duplicate tokens') when two tokens share chain id and address (any case).
 * @example validateTokenList(await fetcher.fetchList(url)).tokens.length
 */
export function validateTokenList(json: unknown): TokenList {
  const validate = compiledValidator()
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
