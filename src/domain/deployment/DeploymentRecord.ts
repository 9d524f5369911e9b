/** One token a deployment seeded, as the token list and the CLI show it. */
export interface DeployedToken {
  address: string
  symbol: string
  name: string
  decimals: number
}

/** One pair a deployment created; token0 sorts below token1 as in the pair contract. */
export interface DeployedPair {
  address: string
  token0: string
  token1: string
}

/** One first-generation (Uniswap V1) exchange a deployment created: its token and the exchange (its own LP token). */
export interface DeployedV1Exchange {
  token: string
  exchange: string
}

/** The release terms of spec section 3's token release info, as deployed. */
export interface DeployedRelease {
  /** The chain whose FomoInvestment takes the investments (its record names the token: `investToken`). */
  investmentChainId: number
  /** The token paid here. */
  token: string
  /** `investment_ratio`: release tokens per invested token, a plain decimal such as "1" or "1.5". */
  ratio: string
  /** Seconds since the epoch. */
  start: number
  cliffSeconds: number
  durationSeconds: number
}

/**
 * An invitation binding the devnet seeded (spec section 3): the invitee's personal_sign signature of
 * `inviteMessage({invitee, inviter, chainId, expiresAt})` and the time (seconds) the binding counts from. Bindings
 * live in the server's store; the server imports these at start on a devnet.
 */
export interface DeployedInvitation {
  invitee: string
  inviter: string
  chainId: number
  expiresAt: number
  signature: string
  time: number
}

/**
 * What one chain's deployment left behind: written by `fomo devnet` (and by the deploy scripts on a
 * real chain) to `<devnet dir>/deployments/<chainId>.json`, read by the CLI, the server and the app.
 */
export interface DeploymentRecord {
  chainId: number
  /** The chain's display name, e.g. `FomoSwap devnet (HECO-type)`. */
  name: string
  /** The native coin's symbol: HT on 128, BNB on 56. */
  nativeSymbol: string
  rpcUrl: string
  /** The block of the first deployment transaction: indexers start here. */
  startBlock: number
  deployedAt: string
  /** keccak256 of the pair's creation code: pair addresses are CREATE2(factory, tokens, this). */
  initCodeHash: string
  contracts: {
    factory: string
    router: string
    wrappedNative: string
    multicall: string
    /** The ENS-compatible name registry (the devnet's own name service); absent where none is deployed. */
    nameRegistry?: string
    /** The public resolver the devnet's names use. */
    nameResolver?: string
    /** The published Uniswap V1 factory (the devnet deploys one so V1 liquidity can be migrated); absent where none. */
    v1Factory?: string
    /** The FomoSwap migrator from V1 (`migrate(token, amountTokenMin, amountETHMin, to, deadline)`). */
    migrator?: string
    /** FomoLPMining: pledged Fomo-LP, its pools, emission and lock options (absent before LP mining was deployed). */
    lpMining?: string
    /** FomoRewardDistributor: pays every programme's rewards by signed cumulative voucher. */
    rewardDistributor?: string
    /** FomoCapitalPool: single-token term deposits. */
    capitalPool?: string
    /** FomoDkConverter: DK ⇄ DK2 at its base number, and the conversion pool itself. */
    dkConverter?: string
    /** FomoInvestment: takes HJW on the investment chain, pays the release on the withdraw chain. */
    investment?: string
    /** FomoSeasons: each season's window, title asks, fund and energy shares (absent before the seasons). */
    seasons?: string
    /** FomoTitleNFT: the season titles, minted by claim with the server's voucher. */
    titleNft?: string
  }
  /**
   * The HJW release this chain pays (present on the withdraw chain only): the investment chain whose `Invested`
   * events it releases, the token paid, the ratio and the schedule (src/domain/release).
   */
  release?: DeployedRelease
  /** The token this chain's FomoInvestment takes (HJW), where it takes investments (the investment chain). */
  investToken?: string
  /** The devnet's seeded invitation tree (absent on a real chain, where people bind themselves). */
  invitations?: DeployedInvitation[]
  tokens: DeployedToken[]
  pairs: DeployedPair[]
  /** The V1 exchanges the deployment created (absent in records from before V1 was deployed). */
  v1Exchanges?: DeployedV1Exchange[]
}
