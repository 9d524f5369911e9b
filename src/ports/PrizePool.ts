/** A FomoPrizePool draw's state on chain (the contract's DrawState). */
export type PrizeDrawState = 'none' | 'committed' | 'sealed' | 'revealed' | 'void'

/** A draw as FomoPrizePool stores it. */
export interface PrizePoolDraw {
  state: PrizeDrawState
  closeTime: number
  /** The block whose hash the seed mixes in (0 before the seal). */
  targetBlock: number
}

/** One chain's FomoPrizePool as its operator drives it (the server's draw operator, OPERATOR_ROLE). */
export interface PrizePool {
  readonly chainId: number
  /** The pool contract (lowercase). */
  readonly address: string
  /** The latest block's number and time (seconds). */
  latest(): Promise<{ number: number; time: number }>
  drawOf(drawId: bigint): Promise<PrizePoolDraw>
  /** The latest close any draw was committed with (voided ones too): a new draw must close after it. */
  lastCloseTime(): Promise<number>
  /** What the pool holds of `token` beyond the committed draws' prizes. */
  availableOf(token: string): Promise<bigint>
  /** Each resolves once the transaction is mined (throws when it reverts). */
  commit(drawId: bigint, commitment: string, closeTime: number, token: string, prizes: readonly bigint[]): Promise<void>
  /** Publishes the secret (it must open the commitment) and fixes the target block: the operator's, made blind. */
  seal(drawId: bigint, secret: string): Promise<void>
  reveal(drawId: bigint, secret: string): Promise<void>
  voidDraw(drawId: bigint): Promise<void>
}
