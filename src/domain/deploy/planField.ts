import { checksumAddress } from '../currency/checksumAddress'
import { InvalidDeploymentPlanError } from '../errors/InvalidDeploymentPlanError'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const ZERO_ADDRESS = /^0x0{40}$/
const WEI = /^(0|[1-9]\d*)$/
const MAX_UINT256 = (1n << 256n) - 1n
/** 1 January 2200 in unix seconds: a later time in a plan is almost surely milliseconds (a close time in year 58,000). */
const LATEST_UNIX_SECONDS = 7_258_118_400

/** How a value reads in a message: JSON, cut short so a pasted blob does not flood the terminal. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function fail(path: string, problem: string): never {
  throw new InvalidDeploymentPlanError(path, problem)
}

/** Refuses an absent value, saying what to give. */
function present(path: string, value: unknown, expected: string): void {
  if (value === undefined || value === null) fail(path, `is missing: give ${expected}`)
}

/**
 * The readers `validateDeploymentPlan` checks each plan field with: each takes the field's dotted path and its parsed
 * JSON value, returns it typed, and throws an InvalidDeploymentPlanError naming the path and what to give instead.
 *
 * @example planField.integer('tokens[0].decimals', 18, 0, 36) // 18
 */
export const planField = {
  /** `path.key`, or `key` at the top level. */
  at: (path: string, key: string) => (path === '' ? key : `${path}.${key}`),

  /** `path[index]`. */
  index: (path: string, index: number) => `${path}[${index}]`,

  fail,

  /**
   * A JSON object whose keys are all among `known` (a misspelt key is refused rather than silently ignored); without
   * `known`, any keys (a map such as `bridge.tokens`).
   */
  object(path: string, value: unknown, known?: readonly string[]): Record<string, unknown> {
    present(path, value, 'an object')
    if (typeof value !== 'object' || Array.isArray(value)) fail(path, `is ${show(value)}: give an object`)
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record)) {
      if (known && !known.includes(key)) {
        fail(
          planField.at(path, key),
          `is not a plan field: remove it or fix its spelling (expected ${known.join(', ')})`,
        )
      }
    }
    return record
  },

  /** A JSON array. */
  array(path: string, value: unknown, expected: string): unknown[] {
    present(path, value, `a list of ${expected}`)
    if (!Array.isArray(value)) fail(path, `is ${show(value)}: give a list of ${expected}`)
    return value
  },

  /** A string with something other than spaces in it. */
  text(path: string, value: unknown, expected = 'a non-empty string'): string {
    present(path, value, expected)
    if (typeof value !== 'string' || value.trim() === '') fail(path, `is ${show(value)}: give ${expected}`)
    return value
  },

  /**
   * An address: `0x` and 40 hex digits, not the zero address; all-lowercase and all-uppercase hex are taken as they
   * are, mixed case must pass its EIP-55 checksum (a mistyped digit then shows).
   */
  address(path: string, value: unknown, zeroHint = 'give the real account or contract'): string {
    const expected = 'an address, 0x and 40 hex digits'
    present(path, value, expected)
    if (typeof value !== 'string' || !HEX_ADDRESS.test(value)) fail(path, `is ${show(value)}: give ${expected}`)
    if (ZERO_ADDRESS.test(value)) fail(path, `is the zero address, which nobody controls: ${zeroHint}`)
    try {
      checksumAddress(value)
    } catch {
      fail(path, `is ${value}, whose mixed case fails the EIP-55 checksum: copy it again, or write it all lowercase`)
    }
    return value
  },

  /** A whole number of wei as a decimal string of digits (no sign, point, exponent or leading zero), from `min` to `max`. */
  wei(path: string, value: unknown, options: { min?: bigint; max?: bigint; whyMin?: string } = {}): string {
    const { min = 0n, max = MAX_UINT256 } = options
    const expected = 'a whole number of wei as a decimal string of digits, such as "1000000000000000000"'
    present(path, value, expected)
    if (typeof value === 'number') {
      const exact = Number.isSafeInteger(value) && value >= 0
      fail(
        path,
        exact
          ? `is the number ${value}: write it as a string of digits ("${value}")`
          : `is the number ${value}: write the exact amount as a string of digits (a JSON number this large or fractional is not exact)`,
      )
    }
    if (typeof value !== 'string' || !WEI.test(value)) fail(path, `is ${show(value)}: give ${expected}`)
    const amount = BigInt(value)
    if (amount < min) fail(path, `is ${value}${options.whyMin ? ` (${options.whyMin})` : ''}: give at least ${min}`)
    if (amount > max) fail(path, `is ${value}, more than the contract can hold: give at most ${max}`)
    return value
  },

  /** A whole number from `min` to `max` (a JSON number, not a string). */
  integer(path: string, value: unknown, min: number, max: number, why = ''): number {
    const expected = `a whole number from ${min} to ${max}${why}`
    present(path, value, expected)
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
      fail(path, `is ${show(value)}: give ${expected}`)
    }
    return value
  },

  /**
   * A time in unix seconds (a whole number from 0): one after the year 2200 is refused as milliseconds, which is what a
   * timestamp copied from JavaScript's Date.now() or a block explorer's "ms" column is.
   */
  unixSeconds(path: string, value: unknown): number {
    const seconds = planField.integer(path, value, 0, Number.MAX_SAFE_INTEGER, ' (unix seconds)')
    if (seconds > LATEST_UNIX_SECONDS) {
      fail(
        path,
        `is ${seconds}, after the year 2200: that reads as milliseconds; give unix seconds (${Math.floor(seconds / 1000)} if it was milliseconds)`,
      )
    }
    return seconds
  },

  /** One of `options` (a JSON string such as "cancun"); `expected` says which to pick. */
  oneOf<T extends string>(path: string, value: unknown, options: readonly T[], expected: string): T {
    present(path, value, expected)
    if (!options.includes(value as T)) fail(path, `is ${show(value)}: give ${expected}`)
    return value as T
  },

  /** Basis points: a whole number from 0 to `max` (10,000 is 100 %). */
  bps(path: string, value: unknown, max = 10_000): number {
    return planField.integer(path, value, 0, max, ' (basis points, 10000 = 100 %)')
  },

  /** A token symbol that names an entry of the plan's `tokens`. */
  symbol(path: string, value: unknown, symbols: ReadonlySet<string>): string {
    const symbol = planField.text(path, value, 'the symbol of a token in tokens')
    if (!symbols.has(symbol)) {
      fail(path, `names ${show(symbol)}, which is not in tokens: add the token to tokens or fix the symbol`)
    }
    return symbol
  },

  /** Two different symbols of `tokens`, as `[a, b]`. */
  pair(path: string, value: unknown, symbols: ReadonlySet<string>): [string, string] {
    const items = planField.array(path, value, 'two token symbols')
    if (items.length !== 2) fail(path, `has ${items.length} entries: give two token symbols, such as ["A", "B"]`)
    const a = planField.symbol(planField.index(path, 0), items[0], symbols)
    const b = planField.symbol(planField.index(path, 1), items[1], symbols)
    if (a === b) fail(path, `pairs ${a} with itself: give two different tokens`)
    return [a, b]
  },

  /** The same key for [a, b] and [b, a]. */
  pairKey: ([a, b]: readonly [string, string]) => (a < b ? `${a}/${b}` : `${b}/${a}`),

  /** Refuses a value an earlier entry already had (`seen` maps each value so far to its path); `fix` says what to do. */
  once(seen: Map<string, string>, key: string, path: string, fix: string): void {
    const earlier = seen.get(key)
    if (earlier !== undefined) fail(path, `repeats ${key} of ${earlier}: ${fix}`)
    seen.set(key, path)
  },
}
