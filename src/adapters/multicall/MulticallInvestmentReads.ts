import type { InvestmentReads, InvestmentTerms } from '../../ports/InvestmentReads'
import { FomoInvestment__factory } from '../contracts/generated/factories/FomoInvestment__factory'
import { Multicall3__factory } from '../contracts/generated/factories/Multicall3__factory'
import type { Multicall } from './Multicall'

const investmentInterface = FomoInvestment__factory.createInterface()
const multicall3 = Multicall3__factory.createInterface()

/**
 * InvestmentReads through the Multicall port, in the block's batch (the web app): the contract's `closeTime` and
 * Multicall3's `getCurrentBlockTimestamp`, so the close is judged by the chain's clock as the contract judges it.
 */
export class MulticallInvestmentReads implements InvestmentReads {
  constructor(
    private readonly multicall: Multicall,
    private readonly multicallAddress: (chainId: number) => string,
  ) {}

  /** @throws Error when either cannot be read: the screen must not guess whether the exchange is open. */
  async termsOf(chainId: number, investment: string): Promise<InvestmentTerms> {
    const [close, now] = await this.multicall.read(chainId, [
      { address: investment, callData: investmentInterface.encodeFunctionData('closeTime') },
      {
        address: this.multicallAddress(chainId),
        callData: multicall3.encodeFunctionData('getCurrentBlockTimestamp'),
      },
    ])
    if (!close?.data || !now?.data) throw new Error(`Could not read the investment contract at ${investment}`)
    return {
      closeTime: Number(investmentInterface.decodeFunctionResult('closeTime', close.data)[0]),
      now: Number(multicall3.decodeFunctionResult('getCurrentBlockTimestamp', now.data)[0]),
    }
  }
}
