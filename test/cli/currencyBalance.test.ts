import { describe, expect, it } from 'vitest'
import type { ChainSession } from '../../src/cli/compositionRoot'
import { currencyBalance } from '../../src/cli/currencyBalance'
import { createChainConfig } from '../../src/domain/chains/createChainConfig'
import { createToken } from '../../src/domain/currency/createToken'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { InMemoryChainReads } from '../doubles/InMemoryChainReads'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const record = {
  chainId: 128,
  initCodeHash: `0x${'1'.repeat(64)}`,
  contracts: { factory: address(1), router: address(2), wrappedNative: address(3), multicall: address(4) },
} as DeploymentRecord
const owner = address(7)

describe('currencyBalance', () => {
  it('reads the native coin and a token through ChainReads, the wrapped token apart from the native coin', async () => {
    const reads = new InMemoryChainReads()
    const config = createChainConfig(record)
    const session = {
      record,
      config,
      tokens: [],
      ports: { reads },
    } as unknown as ChainSession
    const aura = createToken({ chainId: 128, address: address(10), decimals: 18, symbol: 'AURA' })
    reads.setBalance(128, owner, config.nativeCurrency, 5n)
    reads.setBalance(128, owner, aura, 7n)

    expect(await currencyBalance(session, owner, config.nativeCurrency)).toBe(5n)
    expect(await currencyBalance(session, owner, aura)).toBe(7n)
    expect(await currencyBalance(session, owner, config.nativeCurrency.wrapped)).toBeUndefined()
  })
})
