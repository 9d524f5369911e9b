import type { MiningEventOrigin } from '../mining/MiningEvent'

/** Where a prize-pool event came from: its place in the chain and the FomoPrizePool that emitted it (lowercase). */
export interface PrizePoolEventOrigin extends MiningEventOrigin {
  contract: string
}

/** `from` added exactly `amount` of `token` to the prize pool, which now holds `pool` of it for prizes. */
export interface PrizePoolFundedEvent extends PrizePoolEventOrigin {
  kind: 'funded'
  token: string
  from: string
  amount: bigint
  pool: bigint
}

/**
 * The operator published draw `drawId` before its eligibility closed at `closeTime` (seconds): the commitment
 * keccak256(abi.encode(drawId, secret)) and the prizes in `token`, the i-th for the i-th winner, reserved from the pool.
 */
export interface DrawCommittedEvent extends PrizePoolEventOrigin {
  kind: 'committed'
  drawId: bigint
  token: string
  commitment: string
  closeTime: number
  prizes: bigint[]
}

/** After the close, someone fixed the block whose hash is mixed into draw `drawId`'s seed: `targetBlock`. */
export interface DrawSealedEvent extends PrizePoolEventOrigin {
  kind: 'sealed'
  drawId: bigint
  targetBlock: number
}

/**
 * Draw `drawId` was revealed: seed = keccak256(abi.encode(secret, blockhash(targetBlock))), and its prizes (`total` of
 * the committed token) went to the reward distributor; the winners are a pure function of the seed and the eligible list.
 */
export interface DrawRevealedEvent extends PrizePoolEventOrigin {
  kind: 'revealed'
  drawId: bigint
  seed: string
  secret: string
  total: bigint
}

/** Draw `drawId` was not revealed in time: it is void, nobody won, and its prizes returned to the pool. */
export interface DrawVoidedEvent extends PrizePoolEventOrigin {
  kind: 'voided'
  drawId: bigint
}

/** One event of FomoPrizePool, as the indexer stores it and the prize-draw rules read it. */
export type PrizeDrawEvent =
  | PrizePoolFundedEvent
  | DrawCommittedEvent
  | DrawSealedEvent
  | DrawRevealedEvent
  | DrawVoidedEvent
