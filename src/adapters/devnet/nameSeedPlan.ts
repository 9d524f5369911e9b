/** The names the devnet registers on both chains, so that name resolution works for real in tests and the CLI. */
export const DEVNET_NAMES = {
  /** Resolves to the router. */
  app: 'fomo.eth',
  /** Resolve to dev accounts 1 and 2, each with a reverse record pointing back. */
  alice: 'alice.fomo.eth',
  bob: 'bob.fomo.eth',
  /** Carries a contenthash: a token list by name. */
  tokenList: 'tokens.fomo.eth',
} as const

/**
 * The contenthash of `tokens.fomo.eth`: EIP-1577's own example, ipfs-ns + CIDv1 dag-pb + sha2-256, which decodes to
 * `ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4`. Tests serve the list behind a local gateway at that path.
 */
export const DEVNET_TOKEN_LIST_CONTENTHASH =
  '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f'
