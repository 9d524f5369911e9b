import type { ContractAbi, ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { LatestBlockTime } from '../../ports/LatestBlockTime'
import type { Submitted, TrackedAs, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { Token } from '../currency/Token'
import { CapitalTokenNotListedError } from '../errors/CapitalTokenNotListedError'
import { DepositAmountRequiredError } from '../errors/DepositAmountRequiredError'
import { NoIncomeError } from '../errors/NoIncomeError'
import { PledgeAmountRequiredError } from '../errors/PledgeAmountRequiredError'
import { PledgeExceedsBalanceError } from '../errors/PledgeExceedsBalanceError'
import { PledgeFailedError } from '../errors/PledgeFailedError'
import { TooManyOpenDepositsError } from '../errors/TooManyOpenDepositsError'
import { TooManyOpenLocksError } from '../errors/TooManyOpenLocksError'
import { UnknownLockOptionError } from '../errors/UnknownLockOptionError'
import { WithdrawalFailedError } from '../errors/WithdrawalFailedError'
import { formatBalance } from '../format/formatBalance'
import { compactSignature } from '../liquidity/compactSignature'
import { splitSignature } from '../liquidity/splitSignature'
import { sendContractCall } from '../transactions/sendContractCall'
import { checkRewardVoucher, type RewardClaimTarget, type RewardTokenInfo } from './checkRewardVoucher'
import { claimableRewards } from './claimableRewards'
import { MAX_OPEN_LOCKS } from './maxOpenLocks'
import type { SignedRewardVoucher } from './rewardVoucher'
import { capitalWithdrawalRefusal, lpWithdrawalRefusal, type TimedAmount } from './withdrawalRefusal'

/** Where a pledge or withdrawal goes: the chain, the contract and who sends. */
export interface MiningTarget {
  readonly chainId: number
  /** The LP-mining contract (or the capital pool, for its deposits). */
  readonly contract: string
  readonly account: string
}

/** A capital-pool deposit as the screen or the command has it: the amount typed, the balance, the options offered. */
export interface CapitalDepositInput {
  readonly target: MiningTarget
  readonly token: Token
  readonly amount: bigint | undefined
  readonly balance: bigint
  /** The option chosen: the pool's `depositOption`. */
  readonly option: number
  /** The options the pool defines, each with its term in days (0: withdraw any time). */
  readonly offeredOptions: readonly { readonly option: number; readonly termDays: number }[]
  /** Whether the pool takes the token (`isListed`). */
  readonly listed: boolean
  /** The account's term deposits of the token the pool holds (`depositsOf`), matured or not: unix seconds. */
  readonly deposits: readonly { readonly unlockAt: number }[]
}

/**
 * LP mining and the capital pool (spec sections 4 and 5), for the bank-income screens and `fomo mining|capital`:
 * each action checks its input in the spec's order (`fillPA`, `beyondMax`, `noLPW`, `noIncomeW`), estimates its one
 * call (a revert is 'Pledge failed' or 'Withdrawal failed' with the reason), sends it with the 1.1x gas margin and
 * records its summary. Approval comes before a pledge: ApprovalService, by the screen's Approve step or the command.
 */
export class MiningService {
  constructor(
    readonly calls: ContractCalls,
    readonly gas: GasEstimator,
    readonly submitter: TransactionSubmitter,
    /** The chain's latest block time: which capital-pool deposits have matured. */
    private readonly blocks: LatestBlockTime,
  ) {}

  /**
   * Pledges `amount` of `lpToken` for `lockDays` (0: on demand).
   *
   * @throws PledgeAmountRequiredError, PledgeExceedsBalanceError, UnknownLockOptionError, PledgeFailedError.
   */
  async pledge(input: {
    readonly target: MiningTarget
    readonly lpToken: Token
    readonly amount: bigint | undefined
    readonly balance: bigint
    readonly lockDays: number
    /** The lock terms the pool offers now, in days. */
    readonly offeredDays: readonly number[]
    /** The position's locks not matured by the chain's time. */
    readonly unmaturedLocks?: number
  }): Promise<Submitted> {
    const { target, lpToken, amount, lockDays } = this.checkPledge(input)
    return this.send(target, 'lpMining', 'deposit', [lpToken.address, amount, lockDays], PledgeFailedError, {
      summary: {
        kind: 'pledge',
        amount: formatBalance(amount, lpToken.decimals),
        symbol: lpToken.symbol,
        lockDays: `${lockDays}`,
      },
    })
  }

  /**
   * The pledge's checks in the spec's order, without sending: run before approving, so that nothing is approved for
   * a pledge that cannot go. Returns the input with its amount known.
   *
   * @throws PledgeAmountRequiredError, PledgeExceedsBalanceError, UnknownLockOptionError, TooManyOpenLocksError (a
   * fixed term while the position holds MAX_OPEN_LOCKS unmatured locks: the contract would refuse it).
   */
  checkPledge<
    T extends {
      readonly amount: bigint | undefined
      readonly balance: bigint
      readonly lockDays: number
      readonly offeredDays: readonly number[]
      /** The position's locks not matured by the chain's time (LP mining; absent for the capital pool). */
      readonly unmaturedLocks?: number
    },
  >(input: T): T & { readonly amount: bigint } {
    const { amount, balance, lockDays } = input
    if (amount === undefined || amount === 0n) throw new PledgeAmountRequiredError()
    if (amount > balance) throw new PledgeExceedsBalanceError(amount, balance)
    if (!input.offeredDays.includes(lockDays)) throw UnknownLockOptionError.forPledge(lockDays, input.offeredDays)
    const unmatured = input.unmaturedLocks ?? 0
    if (lockDays !== 0 && unmatured >= MAX_OPEN_LOCKS) throw new TooManyOpenLocksError(unmatured, MAX_OPEN_LOCKS)
    return { ...input, amount }
  }

  /**
   * A capital-pool deposit's checks in the spec's order, without sending (run before approving, so that nothing is
   * approved for a deposit the pool would refuse): an amount, within the balance, a token the pool lists, an option it
   * defines, and for a fixed term fewer than MAX_OPEN_LOCKS unmatured deposits by the chain's time (the pool's
   * MAX_OPEN_DEPOSITS). Returns the input with its amount known.
   *
   * @throws DepositAmountRequiredError, PledgeExceedsBalanceError, CapitalTokenNotListedError, UnknownLockOptionError
   *   (listing the options), TooManyOpenDepositsError.
   */
  async checkCapitalDeposit<T extends CapitalDepositInput>(input: T): Promise<T & { readonly amount: bigint }> {
    const { amount, balance, option, token } = input
    if (amount === undefined || amount === 0n) throw new DepositAmountRequiredError()
    if (amount > balance) throw new PledgeExceedsBalanceError(amount, balance)
    if (!input.listed) throw new CapitalTokenNotListedError(token.symbol)
    const offered = input.offeredOptions.find((candidate) => candidate.option === option)
    if (!offered) throw UnknownLockOptionError.forDeposit(option, input.offeredOptions)
    if (offered.termDays !== 0 && input.deposits.length >= MAX_OPEN_LOCKS) {
      // the pool moves matured deposits out before it refuses: count what has not matured by the chain's time
      const now = await this.blocks.of(input.target.chainId)
      const unmatured = input.deposits.filter((deposit) => deposit.unlockAt > now).length
      if (unmatured >= MAX_OPEN_LOCKS) throw new TooManyOpenDepositsError(token.symbol, unmatured, MAX_OPEN_LOCKS)
    }
    return { ...input, amount }
  }

  /**
   * Withdraws `amount` of `lpToken` from what is unlocked (the demand balance and matured locks).
   *
   * @throws NoLpToWithdrawError when the amount is zero or more than is unlocked, LpLockedError when none is unlocked
   *   and `locks` hold some; WithdrawalFailedError.
   */
  async withdrawLp(input: {
    readonly target: MiningTarget
    readonly lpToken: Token
    readonly amount: bigint
    readonly unlocked: bigint
    /** The position's locks, to say until when the LP is locked when none is unlocked. */
    readonly locks?: readonly TimedAmount[]
  }): Promise<Submitted> {
    const { target, lpToken, amount, unlocked } = input
    const refusal = lpWithdrawalRefusal(amount, unlocked, input.locks)
    if (refusal) throw refusal
    return this.send(target, 'lpMining', 'withdraw', [lpToken.address, amount], WithdrawalFailedError, {
      summary: { kind: 'withdrawLp', amount: formatBalance(amount, lpToken.decimals), symbol: lpToken.symbol },
    })
  }

  /**
   * Claims a reward voucher from the distributor: pays the account what each total exceeds what it was paid.
   *
   * @throws VoucherMismatchError for a voucher that is not the account's, not this chain's or not for the chain's
   *   distributor (`checkRewardVoucher`); NoIncomeError when it would pay nothing; WithdrawalFailedError.
   */
  async claim(input: {
    readonly target: RewardClaimTarget
    readonly voucher: SignedRewardVoucher
    /** What the distributor already paid the account, per token (`getDistributeReward`). */
    readonly paid: (token: string) => bigint
    /** Symbols and decimals of the reward tokens, for the summary. */
    readonly tokenInfo: RewardTokenInfo
  }): Promise<Submitted> {
    const { voucher, target } = input
    checkRewardVoucher(voucher, target)
    const claimable = claimableRewards(voucher.tokens, voucher.totalRewards, input.paid)
    const paying = [...claimable].filter(([, amount]) => amount > 0n)
    if (paying.length === 0) throw new NoIncomeError()
    const { v, r, s } = splitSignature(voucher.signature)
    const amounts = paying
      .map(([token, amount]) => {
        const info = input.tokenInfo(token)
        return `${formatBalance(amount, info?.decimals ?? 18)} ${info?.symbol ?? token}`
      })
      .join(', ')
    // one token: the distributor's one-token entry point (same signed struct, compact signature, ~1.7k gas less)
    const [method, args] =
      voucher.tokens.length === 1
        ? ([
            'distributeTokenReward',
            [voucher.tokens[0], voucher.totalRewards[0], voucher.deadline, r, compactSignature({ v, r, s }).vs],
          ] as const)
        : (['distributeReward', [voucher.tokens, voucher.totalRewards, voucher.deadline, v, r, s]] as const)
    return this.send(
      { chainId: target.chainId, contract: voucher.distributor, account: target.account },
      'rewardDistributor',
      method,
      args,
      WithdrawalFailedError,
      { summary: { kind: 'claimRewards', amounts } },
    )
  }

  /**
   * Deposits `amount` of `token` into the capital pool under `option` (a term in days the admin defines).
   *
   * @throws as checkCapitalDeposit; PledgeFailedError.
   */
  async capitalDeposit(input: CapitalDepositInput): Promise<Submitted> {
    const { target, token, option } = input
    const { amount } = await this.checkCapitalDeposit(input)
    return this.send(target, 'capitalPool', 'deposit', [token.address, amount, option], PledgeFailedError, {
      summary: { kind: 'capitalDeposit', amount: formatBalance(amount, token.decimals), symbol: token.symbol },
    })
  }

  /**
   * Withdraws `amount` of `token` from the capital pool's matured deposits.
   *
   * @throws NoDepositToWithdrawError when the amount is zero or more than is withdrawable, DepositInTermError when
   *   nothing is withdrawable and `deposits` are in their term; WithdrawalFailedError.
   */
  async capitalWithdraw(input: {
    readonly target: MiningTarget
    readonly token: Token
    readonly amount: bigint
    readonly withdrawable: bigint
    /** The account's fixed-term deposits of the token, to say until when they are in their term. */
    readonly deposits?: readonly TimedAmount[]
  }): Promise<Submitted> {
    const { target, token, amount, withdrawable } = input
    const refusal = capitalWithdrawalRefusal(amount, withdrawable, input.deposits ?? [], token)
    if (refusal) throw refusal
    return this.send(target, 'capitalPool', 'withdraw', [token.address, amount], WithdrawalFailedError, {
      summary: { kind: 'capitalWithdraw', amount: formatBalance(amount, token.decimals), symbol: token.symbol },
    })
  }

  private send(
    target: MiningTarget,
    abi: ContractAbi,
    method: string,
    args: readonly unknown[],
    Failure: new (reason: string) => Error,
    tracked: TrackedAs,
  ): Promise<Submitted> {
    return sendContractCall(this, target, { abi, method, args }, Failure, tracked)
  }
}
