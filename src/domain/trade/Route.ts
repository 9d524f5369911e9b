import type { Currency } from '../currency/Currency'
import type { Token } from '../currency/Token'
import type { Pair } from './Pair'

/**
 * A chain of pairs from an input to an output currency. `path` lists the tokens the route passes through, wrapped
 * (`path.length === pairs.length + 1`); `input` and `output` may be the native coin, which the router wraps at the edge.
 */
export interface Route {
  readonly pairs: readonly Pair[]
  readonly path: readonly Token[]
  readonly input: Currency
  readonly output: Currency
}
