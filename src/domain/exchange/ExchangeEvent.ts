import type { MiningEventOrigin } from '../mining/MiningEvent'

/** Where an exchange event sits in its chain, and which contract emitted it. Addresses are lowercase hex. */
export interface ExchangeEventOrigin extends MiningEventOrigin {
  contract: string
}

/** The DK converter turned `amountIn` of `tokenIn` from `account` into `amountOut` of `tokenOut` for `recipient`. */
export interface ConvertedEvent extends ExchangeEventOrigin {
  kind: 'converted'
  account: string
  recipient: string
  tokenIn: string
  amountIn: bigint
  tokenOut: string
  amountOut: bigint
  fee: bigint
}

/** HJW invested on the investment chain; `totalInvestment` is the contract's total after it. */
export interface InvestedEvent extends ExchangeEventOrigin {
  kind: 'invested'
  account: string
  token: string
  amount: bigint
  totalInvestment: bigint
}

/** A release withdrawal paid on the withdraw chain under its sequence number. */
export interface ReleaseWithdrawnEvent extends ExchangeEventOrigin {
  kind: 'releaseWithdrawn'
  account: string
  number: number
  token: string
  amount: bigint
}

/** The facts the exchange records and the release are built from (issue 17). */
export type ExchangeEvent = ConvertedEvent | InvestedEvent | ReleaseWithdrawnEvent
