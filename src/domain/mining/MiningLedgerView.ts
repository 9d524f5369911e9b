import type { MiningPool, MiningPosition } from './MiningState'

/**
 * A mining ledger read at one time (`MiningLedger.at`): every figure as of `time`, computed without changing the
 * ledger. The objects it returns are copies; changing them changes nothing. It stands for the ledger as it was when it
 * was made: once another event is applied its reads throw, so read it before awaiting anything.
 */
export interface MiningLedgerView {
  /** Seconds: the time the figures stand at. */
  readonly time: number
  /** False once the ledger has applied another event: the view then refuses to read. */
  readonly current: boolean
  /** Everything `account` has earned, per reward token, up to `time`. */
  earnings(account: string): Map<string, bigint>
  /** The pool of `lpToken` at `time`; `undefined` when there is none. */
  pool(lpToken: string): Readonly<MiningPool> | undefined
  /** `account`'s position in `lpToken`'s pool at `time`; `undefined` when it never pledged there. */
  positionOf(lpToken: string, account: string): Readonly<MiningPosition> | undefined
  /** Every pool's LP token, in the order they were added. */
  poolTokens(): string[]
  /** The accounts that ever pledged into `lpToken`'s pool. */
  accountsOf(lpToken: string): string[]
}
