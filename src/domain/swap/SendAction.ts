import type { ChainReads } from '../../ports/ChainReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { AmountRequiredError } from '../errors/AmountRequiredError'
import { InputRejectedError } from '../errors/InputRejectedError'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { RecipientOverride } from '../input/RecipientOverride'
import type { SwapService } from './SwapService'

/** A transfer of a token or the native coin to an address, as a person types it. */
export interface SendOrder {
  readonly chainId: number
  readonly account: string
  readonly currency: Currency
  /** The typed amount, in whole tokens. */
  readonly amount: string
  readonly recipient: string
  readonly recipientOverride?: RecipientOverride
}

/** A transfer that passed every check: the amount it sends. */
export interface PreparedSend {
  readonly amount: CurrencyAmount
}

/**
 * A transfer from typed amount to send, for `fomo send`: `prepare` parses the amount, checks it against the balance
 * read now and applies the recipient rule every paying action shares (the zero address or a contract is refused unless
 * the order insists); `send` transfers the token (`transfer`) or the native coin. A refusal in `prepare` sends nothing.
 */
export class SendAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly swaps: SwapService,
  ) {}

  /**
   * @throws the errors of `parseTypedAmount` for a malformed amount; AmountRequiredError for an empty or zero one;
   * InputRejectedError ('Insufficient {symbol} balance') above the balance (a failed balance read leaves it to the
   * chain); RiskyRecipientError for the zero address or a contract other than the account (a smart wallet sending to
   * itself) unless `recipientOverride.force`.
   */
  async prepare(order: SendOrder): Promise<PreparedSend> {
    const { chainId, account, currency } = order
    const amount = parseTypedAmount(order.amount, currency)
    if (!amount) throw new AmountRequiredError()
    const [balance] = await this.reads.balancesOf(chainId, account, [currency])
    if (balance !== undefined && balance < amount.raw) {
      throw new InputRejectedError({ key: 'insufficientBalance', params: { symbol: currency.symbol } })
    }
    await this.swaps.requireSafeRecipient(chainId, order.recipient, account, order.recipientOverride)
    return { amount }
  }

  /** Transfers the prepared amount to the order's recipient (SwapService.send applies the recipient rule again). */
  send(order: SendOrder, prepared: PreparedSend): Promise<Submitted> {
    const { chainId, account, recipient, recipientOverride } = order
    return this.swaps.send({ chainId, account, amount: prepared.amount, recipient, recipientOverride })
  }
}
