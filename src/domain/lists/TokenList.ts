/** A token-list version (spec section 3): bumped MAJOR for removed tokens, MINOR for added, PATCH for changed. */
export interface Version {
  readonly major: number
  readonly minor: number
  readonly patch: number
}

/** One token of a token list, as the token-lists schema describes it. */
export interface TokenInfo {
  readonly chainId: number
  readonly address: string
  readonly decimals: number
  readonly name: string
  readonly symbol: string
  readonly logoURI?: string
  readonly tags?: readonly string[]
  readonly extensions?: Readonly<Record<string, unknown>>
}

/** A tag a list defines for its tokens. */
export interface TagDefinition {
  readonly name: string
  readonly description: string
}

/** A token list (spec section 3) that passed `validateTokenList`. */
export interface TokenList {
  readonly name: string
  readonly timestamp: string
  readonly version: Version
  readonly tokens: readonly TokenInfo[]
  readonly keywords?: readonly string[]
  readonly tags?: Readonly<Record<string, TagDefinition>>
  readonly logoURI?: string
}
