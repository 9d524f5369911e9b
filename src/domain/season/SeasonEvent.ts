import type { MiningEvent, MiningEventOrigin } from '../mining/MiningEvent'

/** Season `number` was opened: it ends at `endTime` (seconds, excluded); its title asks are energy in wei. */
export interface SeasonOpenedEvent extends MiningEventOrigin {
  kind: 'seasonOpened'
  number: number
  endTime: number
  nft1Ask: bigint
  nft2Ask: bigint
}

/** `amount` of `token` reached the distributor for season `number`; `totalFund` is its fund in that token now. */
export interface SeasonFundedEvent extends MiningEventOrigin {
  kind: 'seasonFunded'
  number: number
  token: string
  amount: bigint
  totalFund: bigint
}

/** The inviter's shares of a direct and of a diffused friend's own energy (bps), for seasons opened from now on. */
export interface EnergySharesSetEvent extends MiningEventOrigin {
  kind: 'energySharesSet'
  directBps: number
  diffusedBps: number
}

/** The extend reward (bps of a later season's fund for earlier titles), for seasons opened from now on. */
export interface ExtendRewardSetEvent extends MiningEventOrigin {
  kind: 'extendRewardSet'
  bps: number
}

/**
 * FomoTitleNFT minted `account` its title of `tier` (1 adventurer, 2 explorer) for season `number`. Titles are
 * soulbound, so the claimer holds it from this block on: what the extend reward of later seasons is shared by.
 */
export interface TitleClaimedEvent extends MiningEventOrigin {
  kind: 'titleClaimed'
  account: string
  number: number
  tier: 1 | 2
}

/** The season and title contracts' events, as the energy ledger and settlement read them (FomoSeasons.sol, FomoTitleNFT.sol). */
export type SeasonEvent =
  | SeasonOpenedEvent
  | SeasonFundedEvent
  | EnergySharesSetEvent
  | ExtendRewardSetEvent
  | TitleClaimedEvent

/**
 * An invitation binding, a server fact (signed by the invitee): from `time` (seconds) `inviter` counts `invitee` as
 * a direct friend, and the inviter's own inviter counts it as a diffused friend. Addresses are lowercase hex.
 */
export interface InvitationBound {
  kind: 'invitationBound'
  invitee: string
  inviter: string
  time: number
}

/** Everything the energy ledger reads, in chain order (bindings merged in by time). */
export type EnergyEvent = MiningEvent | SeasonEvent | InvitationBound
