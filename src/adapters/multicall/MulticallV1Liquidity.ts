import type { V1ExchangeReads, V1Liquidity } from '../../ports/V1Liquidity'
import { IERC20Minimal__factory, IUniswapV1Factory__factory, Multicall3__factory } from '../contracts/generated'
import type { Multicall } from './Multicall'

const erc20 = IERC20Minimal__factory.createInterface()
const factoryV1 = IUniswapV1Factory__factory.createInterface()
const multicall3 = Multicall3__factory.createInterface()

/**
 * V1 exchange reads through the Multicall port: `getExchange` on the V1 factory, and per exchange the LP balance,
 * total supply and allowance (the exchange is its own LP token), its token balance, and its native-coin balance
 * through Multicall3's `getEthBalance`, all in one batch.
 */
export class MulticallV1Liquidity implements V1Liquidity {
  constructor(
    private readonly multicall: Multicall,
    /** The chain's Multicall3, asked for the exchanges' native-coin balances. */
    private readonly multicallAddress: (chainId: number) => string,
  ) {}

  async exchangesOf(chainId: number, factory: string, tokens: readonly string[]): Promise<(string | undefined)[]> {
    const answers = await this.multicall.read(
      chainId,
      tokens.map((token) => ({ address: factory, callData: factoryV1.encodeFunctionData('getExchange', [token]) })),
    )
    return answers.map(({ data }) =>
      data === null ? undefined : (factoryV1.decodeFunctionResult('getExchange', data)[0] as string),
    )
  }

  async positionsOf(
    chainId: number,
    account: string,
    exchanges: readonly { exchange: string; token: string }[],
    spender: string,
  ): Promise<(V1ExchangeReads | undefined)[]> {
    const multicallAddress = this.multicallAddress(chainId)
    const calls = exchanges.flatMap(({ exchange, token }) => [
      { address: exchange, callData: erc20.encodeFunctionData('balanceOf', [account]) },
      { address: exchange, callData: erc20.encodeFunctionData('totalSupply') },
      { address: multicallAddress, callData: multicall3.encodeFunctionData('getEthBalance', [exchange]) },
      { address: token, callData: erc20.encodeFunctionData('balanceOf', [exchange]) },
      { address: exchange, callData: erc20.encodeFunctionData('allowance', [account, spender]) },
    ])
    const answers = await this.multicall.read(chainId, calls)
    return exchanges.map((_, i) => {
      // each answer is one uint256; a failed read (or an address without code, answering nothing) is unknown
      const words = answers
        .slice(i * 5, i * 5 + 5)
        .map(({ data }) => (data && data.length >= 66 ? BigInt(data.slice(0, 66)) : undefined))
      const [liquidity, totalSupply, ethReserve, tokenReserve, allowance] = words
      if (words.some((word) => word === undefined)) return undefined
      return {
        liquidity: liquidity!,
        totalSupply: totalSupply!,
        ethReserve: ethReserve!,
        tokenReserve: tokenReserve!,
        allowance: allowance!,
      }
    })
  }
}
