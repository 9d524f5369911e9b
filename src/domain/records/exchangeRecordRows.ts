import type { ExchangeRecordView } from '../../ports/ExchangeApi'
import type { RecordRow } from './RecordRow'

/** A token's symbol and decimals on a chain, when the deployment records name it. */
export type RecordTokenOf = (chainId: number, address: string) => { symbol: string; decimals: number } | undefined

const ACTIONS: Readonly<Record<ExchangeRecordView['kind'], string>> = {
  converted: 'convert',
  invested: 'invest',
  releaseWithdrawn: 'releaseWithdraw',
}

/**
 * The exchange records (the dog-token conversions, the HJW investments, the release withdrawals) as CSV rows: what
 * was paid in and received (a withdrawal only receives), and the converter's fee, which it takes in the input token.
 * A token the records do not name shows by its address with 18 decimals.
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
      action: ACTIONS[record.kind],
      status: 'success',
      account: account.toLowerCase(),
      ...(record.tokenIn ? { in: amount(record.tokenIn, record.amountIn) } : {}),
      ...out,
      ...(record.fee !== undefined ? { fee: amount(record.tokenIn, record.fee) } : {}),
    }
  })
}
