import type { DkConvertConfig } from '../domain/exchange/dkConversion'
import type { SignedReleaseVoucher } from '../domain/release/releaseVoucher'

/** `get-swap-dk-convert-config`: the converter (the pool itself), its tokens and terms. */
export interface DkConvertConfigView extends DkConvertConfig {
  pool: string
  dk: string
  dk2: string
}

/**
 * One record of the conversion, HJW or release withdrawal logs, amounts in base units, time in seconds since the
 * epoch. A release withdrawal has only its output (`tokenIn` empty, `amountIn` 0).
 */
export interface ExchangeRecordView {
  kind: 'converted' | 'invested' | 'releaseWithdrawn'
  txHash: string
  time: number
  chainId: number
  tokenIn: string
  amountIn: bigint
  /** The conversion's output (absent for an investment). */
  tokenOut?: string
  amountOut?: bigint
  recipient?: string
  /** The converter's fee, in `tokenIn` and included in `amountIn` (absent for an investment). */
  fee?: bigint
}

/** A page of records, newest first. */
export interface ExchangeRecordPage {
  page: number
  total: number
  hasMore: boolean
  list: ExchangeRecordView[]
}

/** `token-release/get-base-info`: the account's release, in base units of the release token. */
export interface ReleaseInfoView {
  /** What the final investments entitle to (investments at least `finalityDepth` blocks deep). */
  total: bigint
  /** What the investments not yet final will add once they are: shown, never withdrawable. */
  pending: bigint
  /** Blocks on top of an investment before it counts. */
  finalityDepth: number
  released: bigint
  withdrawn: bigint
  waiting: bigint
  investmentChainId: number
  investmentToken: string
  investmentContract: string
  ratio: string
  withdrawChainId: number
  withdrawContract: string
  token: string
  /** When the first part of an investment is released: the schedule's start plus its cliff, seconds since the epoch. */
  releasesFrom: number
}

/** The exchange and release endpoints of `/api/*` (spec section 7), typed. */
export interface ExchangeApi {
  dkConfig(chainId: number): Promise<DkConvertConfigView>
  dkRecords(chainId: number, account: string, page: number): Promise<ExchangeRecordPage>
  hjwRecords(account: string, page: number): Promise<ExchangeRecordPage>
  /** The release withdrawals paid on the withdraw chain. */
  releaseRecords(account: string, page: number): Promise<ExchangeRecordPage>
  releaseInfo(account: string): Promise<ReleaseInfoView>
  releaseWithdrawal(account: string): Promise<SignedReleaseVoucher>
}

export const ExchangeApi = Symbol.for('ExchangeApi')
