import type { SignedBridgeConsent } from '../domain/bridge/bridgeConsent'

/** One token the bridge carries from a chain: the spec's `tokens[symbol]` of `get-convert-config`. */
export interface BridgeTokenView {
  readonly symbol: string
  /** On this (the source) chain. */
  readonly address: string
  readonly decimals: number
  /** The service fee rate, basis points (ConvertServiceRate). */
  readonly serviceBps: number
  /** Its twin on the peer chain, which the recipient receives. */
  readonly remoteAddress: string
  /** The smallest amount the bridge collects (`min_amount`, FomoBridge.minAmountOf), base units; 0 for none. */
  readonly minAmount: bigint
}

/** `get-convert-config/{address}`, one chain's part: the bridge there, its rates and the address's quota. */
export interface BridgeChainView {
  readonly chainId: number
  /** 'HECO' or 'BSC'. */
  readonly chainName: string
  readonly tokens: readonly BridgeTokenView[]
  /** FomoBridge on this chain (convert_tool_contract). */
  readonly bridge: string
  /** Basis points of each transfer sent to the destroy address. */
  readonly destroyBps: number
  readonly destroyAddress: string
  /** The chain a transfer from this one arrives on (auxiliary_chain). */
  readonly peerChainId: number
  /** What the address may still move today, AURA wei. */
  readonly quota: bigint
  readonly quotaDaily: bigint
  readonly quotaUsed: bigint
  /** When the day's quota starts again, seconds since the epoch. */
  readonly quotaResetsAt: number
  /** The confirmation depth N before the relayer pays a collection from this chain. */
  readonly confirmations: number
}

/** What the server signed for one transfer (`get-convert-currency-data`), amounts in the token's base units. */
export interface BridgeSignatureView {
  readonly totalAmount: bigint
  readonly destroyAmount: bigint
  readonly destroyAddress: string
  readonly fee: bigint
  readonly payout: bigint
  /** Seconds since the epoch; the collection must land by then. */
  readonly deadline: number
  /** 0x and 64 hex digits: recipient | target chain | salt. */
  readonly code: string
  readonly nonce: bigint
  readonly v: number
  readonly r: string
  readonly s: string
  /** The token on the source chain. */
  readonly token: string
  readonly sourceChainId: number
  readonly targetChainId: number
  /** FomoBridge on the source chain. */
  readonly bridge: string
  /** What the transfer takes from the daily quota, AURA wei. */
  readonly quotaAmount: bigint
}

/** Where one transfer stands (`get-convert-status/{code}`). */
export type BridgeStatusName = 'signed' | 'collected' | 'relaying' | 'delivered' | 'expired' | 'returned'

export interface BridgeStatusView {
  readonly code: string
  readonly status: BridgeStatusName
  /** Confirmations of the collection so far (k of `required`). */
  readonly confirmations: number
  readonly required: number
  readonly sourceChainId: number
  readonly targetChainId: number
  readonly sender: string
  readonly recipient: string
  readonly token: string
  readonly amount: bigint
  readonly payout: bigint
  readonly deadline: number
  readonly sourceTx: string | null
  readonly targetTx: string | null
  /** Payout attempts by the relayer, and the last one's error while it retries. */
  readonly attempts: number
  readonly lastError: string | null
  /**
   * Who delivery waits on: `operator` while the relayer's payouts fail (its gas, a cap, its node), which is the bridge
   * operator's to fix and the sender's never; null otherwise.
   */
  readonly waitingOn: 'operator' | null
  /** Seconds since the epoch of the relayer's next try, when it backs off. */
  readonly nextAttemptAt: number | null
}

/** One row of `get-convert-logs`: a transfer from or to the address, newest first. */
export interface BridgeRecordView {
  readonly code: string
  readonly amount: bigint
  readonly payout: bigint
  /** The token's symbol. */
  readonly token: string
  readonly sourceChainId: number
  readonly targetChainId: number
  /** When it was collected, seconds since the epoch (0 before it is). */
  readonly time: number
  readonly status: BridgeStatusName
  readonly sourceTx: string | null
  readonly targetTx: string | null
}

/** A page of records (the get-swap-dk-convert-logs paging shape). */
export interface BridgeRecordPage {
  readonly page: number
  readonly total: number
  readonly hasMore: boolean
  readonly list: readonly BridgeRecordView[]
}

/**
 * What a transfer asks the server to sign: `amount` is decimal token units ("1.5"); `consent` is the sender's
 * signature of these terms (bridgeConsentTypedData), without which nothing is reserved.
 */
export interface BridgeSignRequest {
  readonly account: string
  readonly recipient: string
  readonly amount: string
  readonly targetChainId: number
  readonly symbol: string
  readonly consent: SignedBridgeConsent
}

/** The bridge endpoints of `/api/*` (spec section 7, and the status route of issue 16), typed. */
export interface BridgeApi {
  /** Both chains' bridge configuration and `account`'s quota. */
  config(account: string): Promise<readonly BridgeChainView[]>
  /** Reserves the quota and signs one collection, once the sender's consent verifies. */
  sign(request: BridgeSignRequest): Promise<BridgeSignatureView>
  /** Gives a code's reserved quota back (only once it can no longer land); resolves with what came back. */
  returnQuota(account: string, recipient: string, code: string): Promise<bigint>
  status(code: string): Promise<BridgeStatusView>
  records(account: string, page: number): Promise<BridgeRecordPage>
}

export const BridgeApi = Symbol.for('BridgeApi')
