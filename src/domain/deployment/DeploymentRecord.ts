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

/** One token the bridge collects and pays on this chain, with its twin on the peer chain (the same symbol). */
export interface DeployedBridgeToken {
  /** The token here. */
  address: string
  /** Its twin on the peer chain: what a collection here pays out there, and what a payout here answers. */
  remote: string
  /** The service fee rate, basis points (FomoBridge.tokenConfig's serviceBps, the spec's ConvertServiceRate). */
  serviceBps: number
  /** The most of the token that leaves the bridge here in any 24 hours, wei as a decimal string. */
  dailyCap: string
  /**
   * The smallest amount a collection of the token takes (FomoBridge.minAmountOf), wei as a decimal string; absent in
   * a record written before the minimum existed (the server's quote reads the chain's anyway).
   */
  minAmount?: string
}

/** This chain's FomoBridge terms as deployed (its address is `contracts.bridge`). */
export interface DeployedBridge {
  /** The one chain this bridge sends to and pays from. */
  peerChainId: number
  /** Where every destroy amount goes (fixed on chain). */
  destroyAddress: string
  /** The destroy rate, basis points of the amount sent. */
  destroyBps: number
  /** The one account that pays out here (the relayer's key, FOMO_RELAYER_KEY). */
  operator: string
  /** By symbol: AURA, HJW, MGET, PNC and USDT on the devnet. */
  tokens: Record<string, DeployedBridgeToken>
}

/** An invite task of the bounty area as deployed: reached at `invites` counted direct friends, paying `reward` once. */
export interface DeployedInviteTask {
  id: number
  invites: number
  /** `amount` is wei of `token`, a decimal string (JSON has no bigint). */
  reward: { token: string; amount: string }
}

/**
 * The bounty area's thresholds and shares (issue 15) as the deployment record holds them; src/domain/bounty reads
 * them through `readBountyTerms`. Wei amounts are decimal strings, shares basis points (10,000 = 1x).
 */
export interface DeployedBounty {
  /** The game node's thresholds: counted team members, counted direct friends, their bets (wei of the bet token). */
  nodeTeam: number
  nodeDirectPeople: number
  nodeDirectBet: string
  /** The token whose bets weigh (daily promotion) and count toward `nodeDirectBet`; absent: the daily pool's token. */
  betToken?: string
  /** What each UTC day's promotion pool shares among the inviters by weight. */
  dailyPool: { token: string; amount: string }
  /** Each game type's weight per wei bet, in basis points. */
  weights: { 2: number; 5: number }
  /** The share of the team's LP-mining earnings an inviter earns (the extended LP panel), in basis points. */
  lpExtRewardBps: number
  inviteTasks: DeployedInviteTask[]
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
  /** The FomoSwap API server of this deployment (`fomo deploy --api-url`): the CLI's default `--api`. */
  apiUrl?: string
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
    /** FomoBridge: collects transfers to the peer chain and pays the peer chain's out here (absent before the bridge). */
    bridge?: string
    /** FomoGameRecords: the games' rounds, recorded by the game operators (absent before the bounty area). */
    gameRecords?: string
    /** FomoPrizePool: the bounty area's prize pool and its commit–reveal draws. */
    prizePool?: string
  }
  /** The bridge's terms and tokens (present with `contracts.bridge`). */
  bridge?: DeployedBridge
  /**
   * The HJW release this chain pays (present on the withdraw chain only): the investment chain whose `Invested`
   * events it releases, the token paid, the ratio and the schedule (src/domain/release).
   */
  release?: DeployedRelease
  /** The token this chain's FomoInvestment takes (HJW), where it takes investments (the investment chain). */
  investToken?: string
  /** The bounty area's thresholds and shares (absent before the bounty area was deployed). */
  bounty?: DeployedBounty
  /** The devnet's seeded invitation tree (absent on a real chain, where people bind themselves). */
  invitations?: DeployedInvitation[]
  tokens: DeployedToken[]
  pairs: DeployedPair[]
  /** The V1 exchanges the deployment created (absent in records from before V1 was deployed). */
  v1Exchanges?: DeployedV1Exchange[]
}
