/** One token's figures in the capital pool for one account. */
export interface CapitalTokenFigures {
  /** Whether the pool takes deposits of the token (`isListed`). */
  listed: boolean
  /** Everything the account deposited and has not withdrawn (`getAccountCurrentBalance`). */
  balance: bigint
  /** What a withdrawal may take now: the free balance and matured deposits (`withdrawableOf`). */
  withdrawable: bigint
  /** The any-time part of the balance, withdrawable whenever (`depositsOf`'s free). */
  free: bigint
  /** The fixed-term deposits not withdrawn yet, one by one, oldest first (`depositsOf`). */
  deposits: CapitalDepositRecord[]
}

/** One fixed-term deposit in the capital pool. */
export interface CapitalDepositRecord {
  /** The pool's number for it, counted per token and account from 1. */
  id: bigint
  amount: bigint
  /** The option it was made under, and that option's term in days (`undefined` for an option beyond 0–7). */
  option: number
  termDays: number | undefined
  /** Seconds since the epoch. */
  unlockAt: number
}

/** The capital pool as the screen shows it: its enabled options and the account's figures per token. */
export interface CapitalPoolSnapshot {
  /** The enabled options among 0–7 with their terms in days (0: withdraw any time). */
  options: { option: number; termDays: number }[]
  /** The figures of each token asked for, same order. */
  tokens: CapitalTokenFigures[]
}

/** Reads the capital pool (FomoCapitalPool) for the web app's screen. */
export interface CapitalPoolReads {
  /** The pool at `capitalPool` on `chainId`: its options, and `account`'s figures in each of `tokens`. */
  snapshot(
    chainId: number,
    capitalPool: string,
    account: string,
    tokens: readonly string[],
  ): Promise<CapitalPoolSnapshot>
}

export const CapitalPoolReads = Symbol.for('CapitalPoolReads')
