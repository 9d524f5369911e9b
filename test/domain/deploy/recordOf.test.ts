import { describe, expect, it } from 'vitest'
import type { DeploymentPlan } from '../../../src/domain/deploy/DeploymentPlan'
import { deployedPairOf } from '../../../src/domain/deploy/deployedPairOf'
import { recordOf } from '../../../src/domain/deploy/recordOf'
import { IncompleteDeploymentError } from '../../../src/domain/errors/IncompleteDeploymentError'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f' // Uniswap V2's

const plan: DeploymentPlan = {
  chainId: 56,
  name: 'BSC-type',
  nativeSymbol: 'BNB',
  evmTarget: 'cancun',
  roles: { feeToSetter: address(1), admin: address(1), operator: address(2), signer: address(3), relayer: address(4) },
  tokens: [{ symbol: 'USDT', name: 'Tether', address: address(0x200), decimals: 18 }],
  pairs: [['WBNB', 'USDT']],
  bridge: {
    peerChainId: 128,
    destroyAddress: address(0xdead),
    destroyBps: 200,
    tokens: { USDT: { remote: address(0x900), serviceBps: 10, dailyCap: '5', minAmount: '1000' } },
  },
  investment: { token: 'USDT', lockAddress: address(1), max: '9', closeTime: 2_000_000_000, dailyCaps: [] },
}
const outcome = {
  addresses: { factory: address(0xf), router: address(0xe), multicall: address(0xc), bridge: address(0xb) },
  wrappedNative: { address: address(0x100), symbol: 'WBNB', name: 'Wrapped BNB', decimals: 18 },
  startBlock: 7,
  rpcUrl: 'http://127.0.0.1:8546',
  deployedAt: '2026-01-01T00:00:00.000Z',
  initCodeHash: INIT_CODE_HASH,
}

describe('recordOf', () => {
  it('records the contracts, the tokens with the wrapped coin, the pairs and the bridge and investment terms', () => {
    const record = recordOf(plan, outcome)
    expect(record.contracts).toEqual({
      factory: address(0xf),
      router: address(0xe),
      multicall: address(0xc),
      wrappedNative: address(0x100),
      bridge: address(0xb),
    })
    expect(record.tokens.map((token) => token.symbol)).toEqual(['USDT', 'WBNB'])
    expect(record.pairs).toEqual([deployedPairOf(address(0xf), INIT_CODE_HASH, address(0x100), address(0x200))])
    expect(record.pairs[0]).toMatchObject({ token0: address(0x100), token1: address(0x200) })
    expect(record.bridge).toEqual({
      peerChainId: 128,
      destroyAddress: address(0xdead),
      destroyBps: 200,
      operator: address(4),
      tokens: {
        USDT: { address: address(0x200), remote: address(0x900), serviceBps: 10, dailyCap: '5', minAmount: '1000' },
      },
    })
    expect(record.investToken).toBe(address(0x200))
    expect(record.release).toBeUndefined()
    expect(record).toMatchObject({ chainId: 56, startBlock: 7, initCodeHash: INIT_CODE_HASH })
  })

  it('computes a pair as the factory does (Uniswap V2 factory and init-code hash: the published WETH/USDC pair)', () => {
    const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const pair = deployedPairOf('0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f', INIT_CODE_HASH, weth, usdc)
    expect(pair).toEqual({ address: '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc', token0: usdc, token1: weth })
  })

  it('records the release on the withdraw chain (closeTime 0), paying the investment token, and no investToken', () => {
    const release = {
      investmentChainId: 128,
      ratio: '1.5',
      start: 1_767_225_600,
      cliffSeconds: 60,
      durationSeconds: 600,
    }
    const withdraw: DeploymentPlan = { ...plan, investment: { ...plan.investment!, closeTime: 0, release } }
    const record = recordOf(withdraw, { ...outcome, addresses: { ...outcome.addresses, investment: address(0x1a) } })
    expect(record.release).toEqual({
      investmentChainId: 128,
      token: address(0x200),
      ratio: '1.5',
      start: 1_767_225_600,
      cliffSeconds: 60,
      durationSeconds: 600,
    })
    expect(record).not.toHaveProperty('investToken')
    expect(record.contracts.investment).toBe(address(0x1a))
  })

  it('records no investToken for a chain closed from its first block, even without release terms', () => {
    const closed: DeploymentPlan = { ...plan, investment: { ...plan.investment!, closeTime: 0 } }
    expect(recordOf(closed, outcome)).not.toHaveProperty('investToken')
    expect(recordOf(closed, outcome)).not.toHaveProperty('release')
  })

  it('refuses to record a deployment without its factory', () => {
    expect(() => recordOf(plan, { ...outcome, addresses: { router: address(0xe) } })).toThrow(IncompleteDeploymentError)
  })
})
