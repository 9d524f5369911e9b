import { chainName } from '../chains/chainName'
import type { TransactionSummary } from './TransactionSummary'

/**
 * The English text of a transaction's summary (the terminal's, and the app's `en` locale says the same); a summary
 * stored as text by an earlier version is shown as it is.
 *
 * @example describeTransaction({ kind: 'approve', symbol: 'AURA' }) // 'Approve AURA'
 */
export function describeTransaction(summary: TransactionSummary | string): string {
  if (typeof summary === 'string') return summary
  switch (summary.kind) {
    case 'approve':
      return `Approve ${summary.symbol}`
    case 'wrap':
      return `Wrap ${summary.amount} ${summary.from} to ${summary.to}`
    case 'unwrap':
      return `Unwrap ${summary.amount} ${summary.from} to ${summary.to}`
    case 'swap': {
      const base = `Swap ${summary.inputAmount} ${summary.inputSymbol} for ${summary.outputAmount} ${summary.outputSymbol}`
      return summary.recipient ? `${base} to ${summary.recipient}` : base
    }
    case 'addLiquidity':
      return `Add ${summary.amountA} ${summary.symbolA} and ${summary.amountB} ${summary.symbolB}`
    case 'removeLiquidity':
      return `Remove ${summary.amountA} ${summary.symbolA} and ${summary.amountB} ${summary.symbolB}`
    case 'removeV1':
      return `Remove ${summary.amountA} ${summary.symbolA} and ${summary.amountB} ${summary.symbolB} from V1`
    case 'send':
      return `Send ${summary.amount} ${summary.symbol} to ${summary.recipient}`
    case 'migrateV1':
      return `Migrate ${summary.symbol} V1 liquidity`
    case 'pledge':
      return summary.lockDays === '0'
        ? `Pledge ${summary.amount} ${summary.symbol} on demand`
        : `Pledge ${summary.amount} ${summary.symbol} for ${summary.lockDays} days`
    case 'withdrawLp':
      return `Withdraw ${summary.amount} ${summary.symbol} from mining`
    case 'claimRewards':
      return `Withdraw rewards: ${summary.amounts}`
    case 'claimTitle':
      return `Claim the ${summary.tier === '1' ? 'adventurer' : 'explorer'} title of season ${summary.season}`
    case 'capitalDeposit':
      return `Deposit ${summary.amount} ${summary.symbol} in the capital pool`
    case 'capitalWithdraw':
      return `Withdraw ${summary.amount} ${summary.symbol} from the capital pool`
    case 'convertDk':
      return `Exchange ${summary.amount} ${summary.symbol} for ${summary.amountOut} ${summary.symbolOut}`
    case 'investHjw':
      return `Invest ${summary.amount} ${summary.symbol} in the HJW exchange`
    case 'withdrawRelease':
      return `Withdraw ${summary.amount} ${summary.symbol} released`
    case 'bridge':
      return `Transfer ${summary.amount} ${summary.symbol} to ${chainName(Number(summary.targetChain))}`
  }
}
