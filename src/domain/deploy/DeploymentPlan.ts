import type { DeployedBounty, DeployedRelease } from '../deployment/DeploymentRecord'

/**
 * Which build of the contracts a chain runs: Cancun (transient storage), or the storage-lock build for older chains:
 * `shanghai`, or `london` for a chain without PUSH0 either (the HECO-type chain).
 */
export type EvmTarget = 'cancun' | 'shanghai' | 'london'

/** A token that already lives on the chain (a real chain has no devnet tokens): the programmes name it by symbol. */
export interface PlannedToken {
  symbol: string
  name: string
  address: string
  decimals: number
}

/** The release terms of the withdraw chain (DeployedRelease without its token, which is the investment's). */
export type PlannedRelease = Omit<DeployedRelease, 'token'>

/**
 * Everything `fomo deploy` needs to put FomoSwap on one real chain, read from a JSON plan file and checked by
 * `validateDeploymentPlan` before anything is sent. Addresses are 0x and 40 hex digits; wei amounts are decimal
 * strings (JSON has no bigint); times are unix seconds; rates are basis points. Tokens are named by the `symbol` of an
 * entry in `tokens`. A programme left out is not deployed (its record entry stays absent, as on an older devnet).
 */
export interface DeploymentPlan {
  chainId: number
  /** The chain's display name, as the app and the CLI show it. */
  name: string
  /** The native coin's symbol: HT on a HECO-type chain, BNB on a BSC-type one. */
  nativeSymbol: string
  evmTarget: EvmTarget
  /** The chain's existing wrapped native coin; absent: deploy WHT (`--wrapped-native` on the command line wins). */
  wrappedNative?: string
  /** Who holds what once the deployment is done; the deployer hands every role over and keeps none. */
  roles: {
    /** The factory's feeToSetter (who may turn the protocol fee on). */
    feeToSetter: string
    /** DEFAULT_ADMIN_ROLE and ADMIN_ROLE of every programme contract. */
    admin: string
    /** OPERATOR_ROLE: opens and funds seasons, records game rounds, operates the prize draws. */
    operator: string
    /** The server's claim signer (FOMO_SIGNER_KEY's address): vouchers, investments, titles, bridge collections. */
    signer: string
    /** The bridge's payout operator (FOMO_RELAYER_KEY's address); required with `bridge`. */
    relayer?: string
  }
  tokens: PlannedToken[]
  /** Pairs to create at deployment (by token symbol); LP mining opens pools on them. */
  pairs: [string, string][]
  mining?: {
    /** The token LP mining emits and the reward distributor pays. */
    rewardToken: string
    /** Per pair (by its two symbols, in either order): the emission per second, wei of the reward token. */
    pools: { pair: [string, string]; rewardPerSecond: string }[]
    /** Fixed-term locks offered on every pool: days (0 is the flexible pledge), weight and energy ratio in bps. */
    lockOptions: { days: number; weight: number; energyRatio: number }[]
    /**
     * The most of each token the distributor pays out over any 24 hours (a rolling window, not a calendar day), wei
     * (a cap of 0 is refused: it pays nothing).
     */
    payoutCaps: { token: string; dailyCap: string }[]
  }
  capitalPool?: {
    tokens: string[]
    options: { option: number; termDays: number }[]
  }
  /** The DK ⇄ DK2 exchange. */
  dkConverter?: {
    dk: string
    dk2: string
    baseNumber: string
    feeBps: number
    minDk: string
    minDk2: string
    feeRecipient: string
  }
  /** FomoInvestment: takes `token` until `closeTime` on the investment chain, pays the release on the withdraw chain. */
  investment?: {
    token: string
    lockAddress: string
    max: string
    /** When investments close, unix seconds in the future; 0 on a chain that only pays the release (never open). */
    closeTime: number
    /** Per token, the most the release pays out over any 24 hours (a rolling window), wei. */
    dailyCaps: { token: string; dailyCap: string }[]
    /**
     * The release this chain pays, given on the withdraw chain only (with closeTime 0): the record's `release`, whose
     * token is `token`. Off-chain terms: the server computes each account's release from them and signs withdrawals.
     */
    release?: PlannedRelease
  }
  seasons?: {
    directBps: number
    diffusedBps: number
    extendRewardBps: number
    /** Where the title NFT's images live (ends with /). */
    titleImageBaseUri: string
  }
  bridge?: {
    peerChainId: number
    destroyAddress: string
    destroyBps: number
    /**
     * By symbol: the peer chain's twin, the service fee (bps), the cap over any 24 hours (wei) and the smallest amount
     * a collection takes (wei).
     */
    tokens: Record<string, { remote: string; serviceBps: number; dailyCap: string; minAmount: string }>
  }
  /** The bounty area's game records and prize pool, and the terms the record carries (token fields are addresses). */
  bounty?: DeployedBounty
  /** An existing Uniswap V1 factory: deploy the migrator from it. Absent: no V1 migration on this chain. */
  v1Factory?: string
}
