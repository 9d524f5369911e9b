import type { BridgeRecordView } from '../../ports/BridgeApi'
import type { RecordRow } from './RecordRow'

/**
 * The bridge records as CSV rows: one per collection on the source chain (a transfer signed and never collected is
 * no on-chain event and has none), what was sent in, what the target chain pays out, the fee and the part destroyed
 * (what was sent less what arrives), and the target chain with its payout transaction once it is delivered.
 * `decimalsOf` gives a token's decimals on a chain (the bridge's config).
 */
export function bridgeRecordRows(
  records: readonly BridgeRecordView[],
  account: string,
  decimalsOf: (chainId: number, symbol: string) => number,
): RecordRow[] {
  return records.flatMap((record) => {
    if (!record.sourceTx || record.time === 0) return []
    const decimals = decimalsOf(record.sourceChainId, record.token)
    const amount = (raw: bigint) => ({ symbol: record.token, raw, decimals })
    return [
      {
        time: record.time,
        chainId: record.sourceChainId,
        txHash: record.sourceTx,
        action: 'bridge',
        status: record.status,
        account: account.toLowerCase(),
        in: amount(record.amount),
        out: amount(record.payout),
        fee: amount(record.amount - record.payout),
        counterpartChainId: record.targetChainId,
        ...(record.targetTx ? { counterpartTxHash: record.targetTx } : {}),
      },
    ]
  })
}
