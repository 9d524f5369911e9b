import type { ExchangeApi } from '../../ports/ExchangeApi'
import type { Submitted } from '../../ports/TransactionSubmitter'
import { createToken } from '../currency/createToken'
import type { Token } from '../currency/Token'
import type { ExchangeService } from '../exchange/ExchangeService'

/** A release withdrawal as a person asks for it: who withdraws, from the chain the wallet is on. */
export interface ReleaseWithdrawOrder {
  readonly account: string
  /** The chain the wallet is on: the withdrawal is refused anywhere but the chain that pays it. */
  readonly chainId: number
  /** The chain's FomoInvestment, which pays the release, as its deployment record names it. */
  readonly contract: string | undefined
  /** The token the release pays, when the driver knows it (the screen, from the release's figures): another is refused. */
  readonly token?: Token
  /** Without `token`: the chain's token at an address as the driver lists it (the withdrawal names its token by address). */
  readonly tokenOf?: (address: string) => Token | undefined
}

/** A withdrawal that passed every check: the server's signed withdrawal and the token it pays. */
export type PreparedReleaseWithdrawal = Parameters<ExchangeService['withdrawRelease']>[0]

/**
 * The release withdrawal from asking to send (spec sections 2 and 5), for `fomo release withdraw` and the `/release`
 * screen's Withdraw: `prepare` asks the API server for the signed withdrawal of what is released and not yet withdrawn
 * (it refuses nothing invested, nothing released yet, all withdrawn) and checks it against the order (the withdraw
 * chain, the account, the chain's investment contract, the token, an amount) before anything is sent; `withdraw` sends it. A refusal in `prepare`
 * sends nothing.
 */
export class ReleaseWithdrawAction {
  constructor(
    private readonly releases: Pick<ExchangeApi, 'releaseWithdrawal'>,
    private readonly exchange: ExchangeService,
  ) {}

  /**
   * @throws the API's error when the server refuses or cannot sign; WrongExchangeChainError ('goToBscEx'),
   * VoucherMismatchError or NothingReleasedError (`checkReleaseWithdrawal`).
   */
  async prepare(order: ReleaseWithdrawOrder): Promise<PreparedReleaseWithdrawal> {
    const { account, chainId, contract } = order
    const voucher = await this.releases.releaseWithdrawal(account.toLowerCase())
    // a token the driver does not list is still paid; it shows by address (the release token has 18 decimals)
    const token =
      order.token ??
      order.tokenOf?.(voucher.token) ??
      createToken({ chainId, address: voucher.token, decimals: 18, symbol: voucher.token })
    const prepared = { account, chainId, voucher, token, contract }
    this.exchange.checkReleaseWithdrawal(prepared)
    return prepared
  }

  /** Sends the prepared withdrawal from the chain that pays it. */
  withdraw(prepared: PreparedReleaseWithdrawal): Promise<Submitted> {
    return this.exchange.withdrawRelease(prepared)
  }
}
