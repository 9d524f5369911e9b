import { Contract } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoFactory__factory, FomoMigrator__factory, FomoPair__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { SEED_V1_EXCHANGES, V1_ACCOUNTS } from '../../src/adapters/devnet/seedPlan'
import { nativeCurrencyInfoOf } from '../../src/domain/chains/nativeCurrencyInfoOf'
import { compareV1V2Price } from '../../src/domain/migrate/compareV1V2Price'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

const v1Abi = [
  'function getExchange(address) view returns (address)',
  'function balanceOf(address) view returns (uint256)',
  'function tokenAddress() view returns (address)',
]

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

describe.each([128, 56])('the seeded V1 deployment of chain %i', (chainId) => {
  const symbolOf = (address: string) => devnet.chain(chainId).record.tokens.find((t) => t.address === address)!.symbol

  it('records the V1 factory, the migrator and one V1 exchange per planned token', async () => {
    const { record, provider } = devnet.chain(chainId)
    const factory = new Contract(record.contracts.v1Factory!, v1Abi, provider)
    // the plan's `WHT` is the chain's wrapped native coin: WBNB on 56
    const wrapped = nativeCurrencyInfoOf(chainId).wrappedSymbol
    expect(record.v1Exchanges!.map((e) => symbolOf(e.token))).toEqual(
      SEED_V1_EXCHANGES.map((s) => (s.symbol === 'WHT' ? wrapped : s.symbol)),
    )
    for (const { token, exchange } of record.v1Exchanges!) {
      expect(await factory.getFunction('getExchange')(token)).toBe(exchange)
      expect(await new Contract(exchange, v1Abi, provider).getFunction('tokenAddress')()).toBe(token)
    }
    const migrator = FomoMigrator__factory.connect(record.contracts.migrator!, provider)
    expect(await migrator.factoryV1()).toBe(record.contracts.v1Factory)
    expect(await migrator.router()).toBe(record.contracts.router)
  })

  it('gives dev accounts 1 to 3 V1 liquidity in every exchange, leaving them no WHT', async () => {
    const { record, provider } = devnet.chain(chainId)
    for (const { exchange } of record.v1Exchanges!) {
      for (const index of V1_ACCOUNTS) {
        const lp = await new Contract(exchange, v1Abi, provider).getFunction('balanceOf')(devAccounts()[index]!.address)
        expect(lp).toBeGreaterThan(0n)
      }
    }
    const wht = new Contract(record.contracts.wrappedNative, v1Abi, provider)
    for (const index of [0, ...V1_ACCOUNTS]) {
      expect(await wht.getFunction('balanceOf')(devAccounts()[index]!.address)).toBe(0n) // leftovers unwrapped
    }
  })

  it('prices USDT on V1 as its FomoSwap pair, and HJW more than 5% away (the best-price warning)', async () => {
    const { record, provider } = devnet.chain(chainId)
    const comparisonOf = async (symbol: string) => {
      const { token, exchange } = record.v1Exchanges!.find((e) => symbolOf(e.token) === symbol)!
      const erc20 = new Contract(token, v1Abi, provider)
      const v1 = {
        ethReserve: await provider.getBalance(exchange),
        tokenReserve: await erc20.getFunction('balanceOf')(exchange),
      }
      const factory = FomoFactory__factory.connect(record.contracts.factory, provider)
      const pair = FomoPair__factory.connect(await factory.getPair(token, record.contracts.wrappedNative), provider)
      const [reserve0, reserve1] = await pair.getReserves()
      const tokenIs0 = (await pair.token0()) === token
      return compareV1V2Price(v1, {
        tokenReserve: tokenIs0 ? reserve0 : reserve1,
        ethReserve: tokenIs0 ? reserve1 : reserve0,
      })!
    }
    expect((await comparisonOf('USDT')).bestPriceWarning).toBe(false)
    const hjw = await comparisonOf('HJW')
    expect(hjw.bestPriceWarning).toBe(true)
    expect(hjw.direction).toBe('higher')
  })
})
