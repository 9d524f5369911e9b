import type { TokenInfo } from './TokenList'
import type { TokenListDiff } from './TokenListDiff'

const keyOf = (token: TokenInfo) => `${token.chainId}:${token.address.toLowerCase()}`

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/**
 * The differences between two lists' tokens (as @uniswap/token-lists' `diffTokenLists`), a token being its chain id
 * and address. Two deliberate refinements: addresses match in any case (a checksum-only change is not a removal), and
 * a property counts as changed when it was removed too, or when arrays or extension objects differ anywhere (the
 * package only compared the update's keys and the base-length prefix of arrays). Output keeps the update's order
 * for `added` and the base's for `removed`; `changed` lists property names in the update's order, then removed ones.
 *
 * @example diffTokenLists(current.tokens, pending.tokens).removed.length
 */
export function diffTokenLists(base: readonly TokenInfo[], update: readonly TokenInfo[]): TokenListDiff {
  const baseByKey = new Map(base.map((token) => [keyOf(token), token]))
  const updateKeys = new Set(update.map(keyOf))
  const added: TokenInfo[] = []
  const changed: Record<number, Record<string, string[]>> = {}
  for (const token of update) {
    const old = baseByKey.get(keyOf(token))
    if (old === undefined) {
      added.push(token)
      continue
    }
    const names = [...new Set([...Object.keys(token), ...Object.keys(old)])]
    const differing = names.filter(
      (name) =>
        name !== 'address' &&
        name !== 'chainId' &&
        !deepEqual(
          (token as unknown as Record<string, unknown>)[name],
          (old as unknown as Record<string, unknown>)[name],
        ),
    )
    if (differing.length > 0) changed[token.chainId] = { ...changed[token.chainId], [token.address]: differing }
  }
  const removed = base.filter((token) => !updateKeys.has(keyOf(token)))
  return { added, removed, changed }
}
