import { JsonRpcProvider, Network } from 'ethers'
import { inject } from 'vitest'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import { type RunningChain, startAnvilChain } from '../../src/adapters/devnet/startAnvilChain'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { freePort } from './freePort'

export interface ForkedChain {
  chainId: number
  rpcUrl: string
  record: DeploymentRecord
  provider: JsonRpcProvider
}

export interface ForkedDevnet {
  chain(chainId: number): ForkedChain
  stop(): Promise<void>
}

/**
 * Gives the calling test file its own anvil forks of the seeded devnet (one per chain, through
 * @viem/anvil), with the seeded deployment records re-pointed at the forks.
 */
export async function forkDevnet(): Promise<ForkedDevnet> {
  const seeded = inject('seededDevnet')
  const nodes: RunningChain[] = []
  const chains = new Map<number, ForkedChain>()
  try {
    for (const { chainId, rpcUrl: forkUrl } of seeded.chains) {
      const node = await startAnvilChain({ chainId, port: await freePort(), forkUrl })
      nodes.push(node)
      const record = { ...(await readDeploymentRecord(seeded.dir, chainId)), rpcUrl: node.rpcUrl }
      const provider = new JsonRpcProvider(node.rpcUrl, Network.from(chainId), {
        staticNetwork: true,
        cacheTimeout: -1,
      })
      provider.pollingInterval = 50
      chains.set(chainId, { chainId, rpcUrl: node.rpcUrl, record, provider })
    }
  } catch (error) {
    await Promise.allSettled(nodes.map((node) => node.stop()))
    throw error
  }
  return {
    chain(chainId) {
      const chain = chains.get(chainId)
      if (!chain) throw new Error(`the seeded devnet has no chain ${chainId}`)
      return chain
    },
    async stop() {
      for (const chain of chains.values()) chain.provider.destroy()
      await Promise.allSettled(nodes.map((node) => node.stop()))
    },
  }
}
