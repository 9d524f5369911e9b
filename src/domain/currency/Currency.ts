import type { NativeCurrency } from './NativeCurrency'
import type { Token } from './Token'

/** What a user can hold and swap: the chain's native coin or a token; tell them apart by `kind`. */
export type Currency = NativeCurrency | Token
