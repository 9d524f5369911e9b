import { chooseApprovalAmount } from '../../domain/approval/chooseApprovalAmount'
import type { Token } from '../../domain/currency/Token'
import { FomoError } from '../../domain/errors/FomoError'
import { MAX_UINT256 } from '../../domain/math/uintLimits'
import type { GasEstimateOutcome } from '../../domain/transactions/GasEstimateOutcome'
import type { TransactionToEstimate } from '../../ports/GasEstimator'
import type { TransactionRequest } from '../../ports/Wallet'
import type { ChainReads } from '../chainReads'
import type { TransactionsViewStore } from './TransactionsViewStore'
import type { WalletStore } from './WalletStore'

/** How a sent transaction is tracked: its summary, and for an `approve` the token and spender. */
export interface TrackedAs {
  summary: string
  approval?: { tokenAddress: string; spender: string }
}

/**
 * What every screen that sends uses: the connected wallet sends, and the transaction joins the recent transactions
 * (its popup and summary follow from there); approvals as the domain plans them; gas estimates and call data.
 */
export class TransactionSender {
  constructor(
    private readonly wallet: WalletStore,
    private readonly transactions: TransactionsViewStore,
    private readonly chain: () => Promise<ChainReads>,
  ) {}

  /** Call data for a contract function (ABI encoding loads with the chain reads). */
  async encode(...args: Parameters<ChainReads['calls']['encode']>): Promise<string> {
    return (await this.chain()).calls.encode(...args)
  }

  async estimate(chainId: number, transaction: TransactionToEstimate): Promise<GasEstimateOutcome> {
    return (await this.chain()).gas.estimate(chainId, transaction)
  }

  /** Sends from the connected wallet and tracks it; resolves with the hash once the wallet handed it over. */
  async send(request: TransactionRequest, tracked: TrackedAs): Promise<string> {
    const signer = this.wallet.connectedWallet()
    const account = this.wallet.account
    if (!signer || !account) throw new FomoError('Connect a wallet first.')
    const chainId = this.wallet.chainId
    const sent = await signer.sendTransaction(request)
    await this.transactions.add(chainId, sent.hash, account, tracked.summary, tracked.approval)
    return sent.hash
  }

  /**
   * Approves `spender` for `token` (spec section 4): unlimited when its gas estimate succeeds, else the exact `amount`;
   * 'Authorize failed' when neither estimates. Resolves with the approval's hash.
   */
  async approve(token: Token, spender: string, amount: bigint): Promise<string> {
    const account = this.wallet.account
    if (!account) throw new FomoError('Connect a wallet first.')
    const chainId = this.wallet.chainId
    const estimateApprove = async (value: bigint) => {
      const data = await this.encode('erc20', 'approve', [spender, value])
      const outcome = await this.estimate(chainId, { from: account, to: token.address, data, value: 0n })
      return outcome.kind === 'estimated'
        ? ({ ok: true, gas: outcome.gas } as const)
        : ({ ok: false, reason: outcome.kind === 'reverted' ? outcome.reason : 'no estimate' } as const)
    }
    const unlimited = await estimateApprove(MAX_UINT256)
    const plan = chooseApprovalAmount(unlimited, unlimited.ok ? undefined : await estimateApprove(amount), amount)
    return this.send(
      {
        to: token.address,
        data: await this.encode('erc20', 'approve', [spender, plan.amount]),
        gasLimit: plan.gasLimit,
      },
      { summary: `Approve ${token.symbol}`, approval: { tokenAddress: token.address, spender } },
    )
  }
}
