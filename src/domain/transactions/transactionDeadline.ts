import { chainNow, type DeadlineClocks } from './chainNow'

/**
 * The deadline of a transaction sent now on `chainId`: the chain's now (`chainNow`: its latest block's time, or the
 * clock when that is later) plus the user's deadline setting, in whole Unix seconds.
 *
 * @example await transactionDeadline({ clock, blocks }, 128, 1200) // latest block time + 1200n
 */
export async function transactionDeadline(
  clocks: DeadlineClocks,
  chainId: number,
  deadlineSeconds: number,
): Promise<bigint> {
  return BigInt((await chainNow(clocks, chainId)) + deadlineSeconds)
}
