import { type ErrorDescription, Interface, type Provider } from 'ethers'
import { UnsupportedChainError } from '../../domain/errors/UnsupportedChainError'
import type { GasEstimateOutcome } from '../../domain/transactions/GasEstimateOutcome'
import type { GasEstimator, TransactionToEstimate } from '../../ports/GasEstimator'
import {
  DevToken__factory,
  FomoBridge__factory,
  FomoPair__factory,
  FomoRouter__factory,
  QuirkyToken__factory,
  WHT__factory,
} from '../contracts/generated'

// The custom errors a swap, liquidity or bridge call can revert with, so a revert reads as its name, e.g. `K()`.
const knownErrors = new Interface(
  [
    ...FomoRouter__factory.abi,
    ...FomoPair__factory.abi,
    ...WHT__factory.abi,
    ...DevToken__factory.abi,
    ...QuirkyToken__factory.abi,
    ...FomoBridge__factory.abi,
  ].filter((fragment) => fragment.type === 'error'),
)

/** Gas estimates over ethers: `eth_estimateGas`, and on failure an `eth_call` to tell a revert from a glitch. */
export class EthersGasEstimator implements GasEstimator {
  constructor(private readonly providers: ReadonlyMap<number, Provider>) {}

  async estimate(chainId: number, transaction: TransactionToEstimate): Promise<GasEstimateOutcome> {
    const provider = this.providers.get(chainId)
    if (!provider) throw new UnsupportedChainError(chainId)
    try {
      return { kind: 'estimated', gas: await provider.estimateGas(transaction) }
    } catch {
      try {
        await provider.call(transaction)
        return { kind: 'simulationSucceeded' }
      } catch (error) {
        return { kind: 'reverted', reason: revertReason(error) }
      }
    }
  }
}

function revertReason(error: unknown): string {
  const { data, reason, shortMessage, message } = error as {
    data?: string
    reason?: string
    shortMessage?: string
    message?: string
  }
  if (typeof data === 'string' && data.length >= 10) {
    let described: ErrorDescription | null = null
    try {
      described = knownErrors.parseError(data)
    } catch {}
    if (described) return `${described.name}(${described.args.join(', ')})`
  }
  return reason ?? shortMessage ?? message ?? String(error)
}
