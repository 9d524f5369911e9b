import { createAnvil } from '@viem/anvil'
import { JsonRpcProvider, Network } from 'ethers'
import { inject } from 'vitest'
import { foundryBinary } from '../../../../scripts/toolchain.mjs'
import { readDeploymentRecord } from '../../../../src/adapters/deployment/readDeploymentRecord'
import type { ForkedChain } from '../../../support/forkDevnet'
import { freePort } from '../../../support/freePort'

/**
 * One anvil fork of one seeded chain (the indexer suites need only chain 128). Unlike forkDevnet it keeps
 * @viem/anvil's default stop timeout: with 0, a fork that takes a moment to exit rejects that timeout with no
 * handler yet, which vitest reports as an unhandled error.
 */
export async function forkChain(chainId: number): Promise<ForkedChain & { stop(): Promise<void> }> {
  const seeded = inject('seededDevnet')
  const forkUrl = seeded.chains.find((chain) => chain.chainId === chainId)?.rpcUrl
  if (!forkUrl) throw new Error(`the seeded devnet has no chain ${chainId}`)
  const port = await freePort()
  const anvil = createAnvil({ anvilBinary: foundryBinary('anvil'), host: '127.0.0.1', port, chainId, forkUrl })
  await anvil.start()
  const rpcUrl = `http://127.0.0.1:${port}`
  const record = { ...(await readDeploymentRecord(seeded.dir, chainId)), rpcUrl }
  const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), { staticNetwork: true, cacheTimeout: -1 })
  provider.pollingInterval = 50
  return {
    chainId,
    rpcUrl,
    record,
    provider,
    async stop() {
      provider.destroy()
      await anvil.stop()
    },
  }
}
