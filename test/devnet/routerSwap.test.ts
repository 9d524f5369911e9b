import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoRouter__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

const tokenAddress = (record: DeploymentRecord, symbol: string) => {
  const token = record.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} in the deployment record of chain ${record.chainId}`)
  return token.address
}

describe.each([128, 56])('the router on a fork of chain %i', (chainId) => {
  const paths = [
    ['AURA', 'USDT'],
    ['DK', 'AURA', 'USDT'],
    ['DK2', 'DK', 'AURA', 'USDT'],
  ]

  it.each(paths)('swaps exact-in along %s → … exactly as getAmountsOut predicts', async (...symbols) => {
    const { record, provider } = devnet.chain(chainId)
    const trader = new Wallet(devAccounts()[1]!.privateKey, provider)
    const router = FomoRouter__factory.connect(record.contracts.router, trader)
    const path = symbols.map((symbol) => tokenAddress(record, symbol))
    const input = DevToken__factory.connect(path[0]!, trader)
    const output = DevToken__factory.connect(path.at(-1)!, trader)
    const amountIn = parseEther('123.456')

    await (await input.approve(record.contracts.router, amountIn)).wait()
    const predicted = await router.getAmountsOut(amountIn, path)
    const [inBefore, outBefore] = [await input.balanceOf(trader), await output.balanceOf(trader)]
    const deadline = (await provider.getBlock('latest'))!.timestamp + 600
    const receipt = await (
      await router.swapExactTokensForTokens(amountIn, predicted.at(-1)!, path, trader.address, deadline)
    ).wait()

    expect(receipt?.status).toBe(1)
    expect(predicted).toHaveLength(symbols.length)
    expect(inBefore - (await input.balanceOf(trader))).toBe(amountIn)
    expect((await output.balanceOf(trader)) - outBefore).toBe(predicted.at(-1))
    expect(predicted.at(-1)).toBeGreaterThan(0n)
  })

  it('swaps the native coin for exact tokens, refunding exactly what getAmountsIn leaves over', async () => {
    const { record, provider } = devnet.chain(chainId)
    const trader = new Wallet(devAccounts()[2]!.privateKey, provider)
    const router = FomoRouter__factory.connect(record.contracts.router, trader)
    const path = [record.contracts.wrappedNative, tokenAddress(record, 'USDT')]
    const usdt = DevToken__factory.connect(path[1]!, trader)
    const amountOut = parseEther('50')
    const [needed] = await router.getAmountsIn(amountOut, path)
    const [nativeBefore, usdtBefore] = [await provider.getBalance(trader), await usdt.balanceOf(trader)]
    const deadline = (await provider.getBlock('latest'))!.timestamp + 600
    const receipt = await (
      await router.swapETHForExactTokens(amountOut, path, trader.address, deadline, { value: needed! * 2n })
    ).wait()

    const gas = receipt!.gasUsed * receipt!.gasPrice
    expect(nativeBefore - (await provider.getBalance(trader))).toBe(needed! + gas)
    expect((await usdt.balanceOf(trader)) - usdtBefore).toBe(amountOut)
  })
})
