import type { AccountCode } from '../../ports/AccountCode'
import type { ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { Submitted, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { Token } from '../currency/Token'
import { ExchangeAmountRequiredError } from '../errors/ExchangeAmountRequiredError'
import { ExchangeClosedError } from '../errors/ExchangeClosedError'
import { ExchangeExceedsBalanceError } from '../errors/ExchangeExceedsBalanceError'
import { ExchangeFailedError } from '../errors/ExchangeFailedError'
import { NothingReleasedError } from '../errors/NothingReleasedError'
import { VoucherMismatchError } from '../errors/VoucherMismatchError'
import { WithdrawalFailedError } from '../errors/WithdrawalFailedError'
import { WrongExchangeChainError } from '../errors/WrongExchangeChainError'
import { formatBalance } from '../format/formatBalance'
import type { RecipientOverride } from '../input/RecipientOverride'
import { requireSafeRecipient } from '../input/requireSafeRecipient'
import { calculateSlippageAmount } from '../liquidity/calculateSlippageAmount'
import { splitSignature } from '../liquidity/splitSignature'
import type { SignedReleaseVoucher } from '../release/releaseVoucher'
import type { DeadlineClocks } from '../transactions/chainNow'
import { type CallTarget, sendContractCall } from '../transactions/sendContractCall'
import { transactionDeadline } from '../transactions/transactionDeadline'
import { checkDkConversion, type DkConvertConfig, type DkDirection, dkConversionOut } from './dkConversion'

/** A dog-token exchange as checked and sent: where, which way, the amount, the balance, for whom, the terms read. */
export interface DkExchangeInput {
  readonly target: CallTarget
  readonly direction: DkDirection
  readonly tokenIn: Token
  readonly tokenOut: Token
  readonly amount: bigint | undefined
  readonly balance: bigint
  readonly recipient: string | undefined
  readonly config: DkConvertConfig
  /** Whether to pay a contract or the zero address anyway (the CLI's --force). */
  readonly recipientOverride?: RecipientOverride
}

/**
 * The dog-token exchange, the HJW exchange and the release withdrawal (spec sections 4 and 5), for the exchange
 * screens and `fomo exchange|release`: each action checks its input in the spec's order, estimates its one call (a
 * revert is 'Exchange failed' or 'Withdrawal failed' with the reason), sends it with the 1.1x gas margin and records
 * its summary. Approval comes before an exchange: ApprovalService, by the screen's Approve step or the command.
 */
export class ExchangeService {
  constructor(
    readonly calls: ContractCalls,
    readonly gas: GasEstimator,
    readonly submitter: TransactionSubmitter,
    private readonly clocks: DeadlineClocks,
    /** Whether a recipient holds code (requireSafeRecipient). */
    private readonly code: AccountCode,
  ) {}

  /**
   * Converts `amount` of DK into DK2 (or back) for `recipient`, at the converter's terms as read: through the
   * converter's `DkToDk2Min` / `Dk2ToDkMin`, with the quote less the user's slippage tolerance as the minimum output
   * and the deadline setting counted from the chain's time, so a fee raised before it lands makes it revert
   * (`InsufficientOutput`) rather than pay less than the user accepted.
   *
   * @throws ExchangeAmountRequiredError, ExchangeExceedsBalanceError, BelowExchangeMinimumError,
   *   ExchangeRecipientRequiredError, InvalidRecipientError, RiskyRecipientError, InvalidSlippageError,
   *   ExchangeFailedError.
   */
  async convertDk(
    input: DkExchangeInput & {
      /** The user's slippage tolerance (settings), basis points. */
      readonly slippageBips: number
      /** The user's transaction deadline (settings), seconds. */
      readonly deadlineSeconds: number
    },
  ): Promise<Submitted> {
    const { target, direction, tokenIn, tokenOut } = input
    const { amount, recipient, amountOut } = await this.checkDk(input)
    const [minimumOut] = calculateSlippageAmount(amountOut, input.slippageBips)
    const deadline = await transactionDeadline(this.clocks, target.chainId, input.deadlineSeconds)
    return sendContractCall(
      this,
      target,
      {
        abi: 'dkConverter',
        method: direction === 'toDk2' ? 'DkToDk2Min' : 'Dk2ToDkMin',
        args: [amount, recipient, minimumOut, deadline],
      },
      ExchangeFailedError,
      {
        summary: {
          kind: 'convertDk',
          amount: formatBalance(amount, tokenIn.decimals),
          symbol: tokenIn.symbol,
          amountOut: formatBalance(amountOut, tokenOut.decimals),
          symbolOut: tokenOut.symbol,
        },
      },
    )
  }

  /**
   * The dog-token exchange's checks in the spec's order, before anything is approved or sent, then the recipient rule
   * of every action that pays someone (requireSafeRecipient: not the zero address, the converter, its tokens or another
   * contract, unless `recipientOverride.force`); returns the amount, the recipient and what the converter pays for it.
   *
   * @throws ExchangeAmountRequiredError, ExchangeExceedsBalanceError, BelowExchangeMinimumError,
   *   ExchangeRecipientRequiredError, InvalidRecipientError, RiskyRecipientError.
   */
  async checkDk(
    input: DkExchangeInput,
  ): Promise<{ readonly amount: bigint; readonly recipient: string; readonly amountOut: bigint }> {
    const { target, tokenIn, tokenOut } = input
    const checked = checkDkConversion({ ...input, decimals: tokenIn.decimals })
    await requireSafeRecipient(this.code, {
      chainId: target.chainId,
      recipient: checked.recipient,
      account: target.account,
      knownContracts: [target.contract, tokenIn.address, tokenOut.address],
      override: input.recipientOverride,
    })
    return { ...checked, amountOut: dkConversionOut(input.direction, checked.amount, input.config) }
  }

  /**
   * The HJW exchange's checks in the spec's order (the investment chain, open, an amount, within the balance), before
   * anything is approved or sent. Returns the amount known.
   *
   * @throws WrongExchangeChainError (goToHecoEx), ExchangeClosedError, ExchangeAmountRequiredError,
   *   ExchangeExceedsBalanceError.
   */
  checkInvestment(input: {
    readonly chainId: number
    readonly investmentChainId: number
    /** Seconds since the epoch, the chain's latest block time. */
    readonly now: number
    readonly closeTime: number
    readonly amount: bigint | undefined
    readonly balance: bigint
  }): bigint {
    const { chainId, investmentChainId, amount, balance } = input
    if (chainId !== investmentChainId) throw new WrongExchangeChainError('goToHecoEx', investmentChainId, chainId)
    if (input.now >= input.closeTime) throw new ExchangeClosedError(input.closeTime)
    if (amount === undefined || amount === 0n) throw new ExchangeAmountRequiredError()
    if (amount > balance) throw new ExchangeExceedsBalanceError(amount, balance)
    return amount
  }

  /**
   * Invests `amount` of HJW into the investment contract while the exchange is open.
   *
   * @throws as checkInvestment; ExchangeFailedError.
   */
  async investHjw(
    input: Parameters<ExchangeService['checkInvestment']>[0] & { readonly target: CallTarget; readonly token: Token },
  ): Promise<Submitted> {
    const amount = this.checkInvestment(input)
    return sendContractCall(
      this,
      input.target,
      { abi: 'investment', method: 'investment', args: [input.token.address, amount] },
      ExchangeFailedError,
      {
        summary: { kind: 'investHjw', amount: formatBalance(amount, input.token.decimals), symbol: input.token.symbol },
      },
    )
  }

  /**
   * The release withdrawal's checks, before anything is sent: the wallet on the chain that pays it, the withdrawal
   * the account's, for the chain's investment contract and in the release token, and something to withdraw.
   *
   * @throws WrongExchangeChainError (goToBscEx); VoucherMismatchError for another account's, another contract's or
   *   another token's withdrawal; NothingReleasedError for an empty one.
   */
  checkReleaseWithdrawal(input: {
    readonly account: string
    /** The chain the wallet is on. */
    readonly chainId: number
    readonly voucher: SignedReleaseVoucher
    readonly token: Token
    /** The chain's FomoInvestment as its deployment record names it: a withdrawal for any other is refused. */
    readonly contract: string | undefined
  }): void {
    const { voucher, account, token } = input
    if (input.chainId !== voucher.chainId) {
      throw new WrongExchangeChainError('goToBscEx', voucher.chainId, input.chainId)
    }
    if (voucher.account.toLowerCase() !== account.toLowerCase()) {
      throw new VoucherMismatchError('it names another account')
    }
    // the wallet would call whatever contract the server named
    if (!input.contract || voucher.contract.toLowerCase() !== input.contract.toLowerCase()) {
      throw new VoucherMismatchError("it is for another contract than this chain's investment contract")
    }
    if (voucher.token.toLowerCase() !== token.address.toLowerCase()) {
      throw new VoucherMismatchError('it pays another token')
    }
    if (voucher.amount <= 0n) throw new NothingReleasedError(0n, 0n)
  }

  /**
   * Withdraws a signed release withdrawal on the withdraw chain.
   *
   * @throws as checkReleaseWithdrawal; WithdrawalFailedError.
   */
  async withdrawRelease(input: Parameters<ExchangeService['checkReleaseWithdrawal']>[0]): Promise<Submitted> {
    this.checkReleaseWithdrawal(input)
    const { voucher, account, token } = input
    const { v, r, s } = splitSignature(voucher.signature)
    return sendContractCall(
      this,
      { chainId: voucher.chainId, contract: voucher.contract, account },
      {
        abi: 'investment',
        method: 'withdrawalToken',
        args: [voucher.historicalWithdrawalNumber, voucher.token, voucher.amount, voucher.deadline, v, r, s],
      },
      WithdrawalFailedError,
      {
        summary: {
          kind: 'withdrawRelease',
          amount: formatBalance(voucher.amount, token.decimals),
          symbol: token.symbol,
        },
      },
    )
  }
}
