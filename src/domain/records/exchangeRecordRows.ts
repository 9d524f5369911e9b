import type { ExchangeRecordView } from '../../ports/ExchangeApi'
import type { RecordRow } from './RecordRow'

/** A token's symbol and decimals on a chain, when the deployment records name it. */
export type RecordTokenOf = (chainId: number, address: string) => { symbol: string; decimals: number } | undefined

/**
 * The exchange records (the dog-token conversions, the HJW investments) as CSV rows: what was paid in and received,
 * and the converter's fee, which it takes in the input token. A token the records do not name shows by its address
 * with 18 decimals.
 */
export function exchangeRecordRows(
  records: readonly ExchangeRecordView[],
  account: string,
  tokenOf: RecordTokenOf,
): RecordRow[] {
  return records.map((record) => {
    const amount = (token: string, raw: bigint) => {
      const known = tokenOf(record.chainId, token)
      return { symbol: known?.symbol ?? token, raw, decimals: known?.decimals ?? 18 }
    }
    const out =
      record.tokenOut !== undefined && record.amountOut !== undefined
        ? { out: amount(record.tokenOut, record.amountOut) }
        : {}
    return {
      time: record.time,
      chainId: record.chainId,
      txHash: record.txHash,
      action: record.kind === 'converted' ? 'convert' : 'invest',
      status: 'success',
      account: account.toLowerCase(),
      in: amount(record.tokenIn, record.amountIn),
      ...out,
      ...(record.fee !== undefined ? { fee: amount(record.tokenIn, record.fee) } : {}),
    }
  })
}
