import { getCreate2Address, parseEther, solidityPackedKeccak256 } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoFactory__factory, FomoPair__factory } from '../../src/adapters/contracts/generated'
import { PAIR_INIT_CODE_HASH } from '../../src/adapters/contracts/generated/initCodeHash'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import {
  DEV_ACCOUNT_TOKEN_BALANCE,
  SEED_NATIVE_PAIRS,
  SEED_PAIRS,
  SEED_TOKENS,
} from '../../src/adapters/devnet/seedPlan'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

describe.each([
  [128, 'WHT'],
  [56, 'WBNB'],
])('the seeded deployment of chain %i', (chainId, wrappedSymbol) => {
  it('records every seeded token and the wrapped native coin', () => {
    const { record } = devnet.chain(chainId)
    expect(record.tokens.map((t) => t.symbol)).toEqual([...SEED_TOKENS.map((t) => t.symbol), wrappedSymbol])
    expect(record.tokens.find((t) => t.symbol === wrappedSymbol)?.address).toBe(record.contracts.wrappedNative)
    expect(new Set(record.tokens.map((t) => t.decimals))).toEqual(new Set([18]))
  })

  it('computes every pair address from the factory and the build’s init-code hash', async () => {
    const { record, provider } = devnet.chain(chainId)
    const factory = FomoFactory__factory.connect(record.contracts.factory, provider)
    expect(record.initCodeHash).toBe(PAIR_INIT_CODE_HASH)
    expect(record.pairs).toHaveLength(SEED_PAIRS.length + 1 + SEED_NATIVE_PAIRS.length)
    expect(Number(await factory.allPairsLength())).toBe(record.pairs.length)
    for (const pair of record.pairs) {
      expect(BigInt(pair.token0)).toBeLessThan(BigInt(pair.token1))
      const salt = solidityPackedKeccak256(['address', 'address'], [pair.token0, pair.token1])
      expect(getCreate2Address(record.contracts.factory, salt, record.initCodeHash)).toBe(pair.address)
      expect(await factory.getPair(pair.token1, pair.token0)).toBe(pair.address)
    }
  })

  it('seeds the pairs with the planned liquidity and starts indexing at the first deployment', async () => {
    const { record, provider } = devnet.chain(chainId)
    const address = (symbol: string) => record.tokens.find((t) => t.symbol === symbol)!.address
    for (const seed of SEED_PAIRS) {
      const pairAddress = record.pairs.find(
        (p) => new Set([p.token0, p.token1]).has(address(seed.a)) && new Set([p.token0, p.token1]).has(address(seed.b)),
      )!.address
      const pair = FomoPair__factory.connect(pairAddress, provider)
      const [reserve0, reserve1] = await pair.getReserves()
      const aIsToken0 = (await pair.token0()) === address(seed.a)
      expect(aIsToken0 ? reserve0 : reserve1).toBe(parseEther(seed.amountA.toString()))
      expect(aIsToken0 ? reserve1 : reserve0).toBe(parseEther(seed.amountB.toString()))
      expect(await pair.symbol()).toBe('Fomo-LP')
    }
    const firstDeployment = await provider.getTransactionCount(devAccounts()[0]!.address, record.startBlock - 1)
    expect(firstDeployment).toBe(0)
  })

  it('funds every dev account with every token and the native coin', async () => {
    const { record, provider } = devnet.chain(chainId)
    for (const account of devAccounts().slice(4)) {
      for (const token of record.tokens.filter((t) => t.symbol !== wrappedSymbol)) {
        const balance = await DevToken__factory.connect(token.address, provider).balanceOf(account.address)
        expect(balance).toBe(parseEther(DEV_ACCOUNT_TOKEN_BALANCE.toString()))
      }
      expect(await provider.getBalance(account.address)).toBeGreaterThanOrEqual(parseEther('1000'))
    }
  })
})
