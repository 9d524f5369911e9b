import type { DeploymentRecord } from '../../../src/domain/deployment/DeploymentRecord'
import type { AppConfig } from '../../../src/ui/config/AppConfig'
import { createAppConfig } from '../../../src/ui/config/createAppConfig'

function record(chainId: number, nativeSymbol: string): DeploymentRecord {
  return {
    chainId,
    name: `devnet ${chainId}`,
    nativeSymbol,
    rpcUrl: `http://127.0.0.1:${chainId}`,
    startBlock: 1,
    deployedAt: '2026-01-01T00:00:00.000Z',
    initCodeHash: `0x${'ab'.repeat(32)}`,
    contracts: {
      factory: `0x${'01'.repeat(20)}`,
      router: `0x${'02'.repeat(20)}`,
      wrappedNative: `0x${'03'.repeat(20)}`,
      multicall: `0x${'04'.repeat(20)}`,
    },
    tokens: [],
    pairs: [],
  }
}

/** An app configuration with chains 128 (default) and 56. */
export function appConfigFixture(): AppConfig {
  return createAppConfig([record(128, 'HT'), record(56, 'BNB')], { devnet: true })
}
