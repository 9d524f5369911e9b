import { join } from 'node:path'
import { NonceManager, Wallet } from 'ethers'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { DeploymentRecords } from '../../ports/DeploymentRecords'
import { DeploymentRecordError } from '../deployment/DeploymentRecordError'
import { connectJsonRpc } from '../rpc/connectJsonRpc'
import { assertPortFree } from './assertPortFree'
import { deployAndSeed } from './deployAndSeed'
import { deployExchange } from './deployExchange'
import { deployNames } from './deployNames'
import { deploySeasons } from './deploySeasons'
import { deployV1 } from './deployV1'
import { devAccounts } from './devAccounts'
import { DEVNET_CHAINS, type DevnetChain } from './devnetChains'
import { ensureBridges } from './ensureBridges'
import { ensureProtocolAccounts } from './ensureProtocolAccounts'
import { programmeDeployPlan } from './programmeDeployPlan'
import { type RunningChain, startAnvilChain } from './startAnvilChain'

export interface DevnetOptions {
  /** Chain state, logs and deployment records live here (`.devnet/` by default). */
  dir: string
  records: DeploymentRecords
  /** Port per chain id; the chain's default port when absent. */
  ports?: Partial<Record<number, number>>
  /** Mine an empty block every this many seconds as well as one per transaction (startAnvilChain); absent: only the latter. */
  blockTimeSeconds?: number
  onProgress?: (line: string) => void
}

export interface DevnetChainStatus {
  chain: DevnetChain
  rpcUrl: string
  record: DeploymentRecord
  /** True when the chain came back from disk with its contracts, so nothing was deployed. */
  reused: boolean
}

export interface Devnet {
  chains: DevnetChainStatus[]
  stop(): Promise<void>
}

/**
 * Starts both devnet chains with their state on disk, deploys and seeds a chain only when its
 * record is missing or its contracts are gone, then the bridges between them (they pair each
 * chain's tokens with the other's) and the protocol's own accounts (ensureProtocolAccounts), and writes the records. A failure stops whatever had started,
 * so no anvil is left behind.
 */
export async function startDevnet(options: DevnetOptions): Promise<Devnet> {
  const progress = options.onProgress ?? (() => {})
  const portOf = (chain: DevnetChain) => options.ports?.[chain.chainId] ?? chain.defaultPort
  for (const chain of DEVNET_CHAINS) await assertPortFree(portOf(chain), chain.chainId)

  const running: RunningChain[] = []
  const stop = async () => {
    await Promise.allSettled(running.map((chain) => chain.stop()))
  }
  try {
    const chains = await Promise.all(
      DEVNET_CHAINS.map(async (chain) => {
        const folder = join(options.dir, `chain-${chain.chainId}`)
        const node = await startAnvilChain({
          chainId: chain.chainId,
          port: portOf(chain),
          stateFile: join(folder, 'state.json'),
          logFile: join(folder, 'anvil.log'),
          blockTimeSeconds: options.blockTimeSeconds,
        })
        running.push(node)
        progress(`chain ${chain.chainId} listening on ${node.rpcUrl}`)
        return ensureDeployed(chain, node.rpcUrl, options.records, progress)
      }),
    )
    await ensureBridges(chains, options.records, progress)
    for (const status of chains) {
      const provider = await connectJsonRpc(status.rpcUrl, status.chain.chainId, { batchWaitMs: 0 })
      provider.pollingInterval = 100
      try {
        for (const line of await ensureProtocolAccounts(status.record, provider))
          progress(`chain ${status.chain.chainId}: ${line}`)
      } finally {
        provider.destroy()
      }
    }
    return { chains, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function ensureDeployed(
  chain: DevnetChain,
  rpcUrl: string,
  records: DeploymentRecords,
  progress: (line: string) => void,
): Promise<DevnetChainStatus> {
  const provider = await connectJsonRpc(rpcUrl, chain.chainId, { batchWaitMs: 0 })
  provider.pollingInterval = 100 // anvil mines at once; don't wait ethers' default 4 s per receipt
  try {
    const existing = await records.read(chain.chainId).catch((error) => {
      if (error instanceof DeploymentRecordError) return undefined
      throw error
    })
    if (existing && (await provider.getCode(existing.contracts.factory)) !== '0x') {
      progress(`chain ${chain.chainId}: reusing the deployment from ${existing.deployedAt}`)
      const record = { ...existing, rpcUrl }
      if (!record.contracts.nameRegistry) {
        // a devnet from before the name service: add it, so names resolve there too
        const [deployer, alice, bob] = devAccounts(3)
        const signer = new NonceManager(new Wallet(deployer!.privateKey, provider))
        const targets = { router: record.contracts.router, alice: alice!.address, bob: bob!.address }
        record.contracts = { ...record.contracts, ...(await deployNames(signer, targets)) }
        progress(`chain ${chain.chainId}: added the name service`)
      }
      if (!record.contracts.v1Factory) {
        // a devnet from before V1: add V1 and the migrator, so migration works there too
        const deployer = new NonceManager(new Wallet(devAccounts(1)[0]!.privateKey, provider))
        const v1 = await deployV1(deployer, provider, {
          router: record.contracts.router,
          wrappedNative: record.contracts.wrappedNative,
          tokens: new Map(record.tokens.map((t) => [t.symbol, t.address])),
          nativePriceUsdt: chain.nativePriceUsdt,
        })
        record.contracts = { ...record.contracts, v1Factory: v1.v1Factory, migrator: v1.migrator }
        record.v1Exchanges = v1.v1Exchanges
        progress(`chain ${chain.chainId}: added Uniswap V1 and the migrator`)
      }
      if (!record.contracts.dkConverter) {
        // a devnet from before the exchanges: add the DK converter and the investment contract
        const accounts = devAccounts()
        const deployer = new NonceManager(new Wallet(accounts[0]!.privateKey, provider))
        const exchange = await deployExchange(
          deployer,
          provider,
          programmeDeployPlan(chain.chainId, accounts, record.tokens),
        )
        record.contracts = { ...record.contracts, ...exchange.contracts }
        if (exchange.release) record.release = exchange.release
        if (exchange.investToken) record.investToken = exchange.investToken
        progress(`chain ${chain.chainId}: added the DK converter and the HJW investment contract`)
      }
      if (!record.contracts.seasons && record.contracts.rewardDistributor && record.contracts.lpMining) {
        // a devnet from before the seasons: add them, season 1 and the invitation tree
        const accounts = devAccounts()
        const deployer = new NonceManager(new Wallet(accounts[0]!.privateKey, provider))
        const seasons = await deploySeasons(deployer, provider, {
          ...programmeDeployPlan(chain.chainId, accounts, record.tokens),
          rewardDistributor: record.contracts.rewardDistributor,
          lpMining: record.contracts.lpMining,
          pairs: record.pairs,
        })
        record.contracts = { ...record.contracts, ...seasons.contracts }
        record.invitations = seasons.invitations
        progress(`chain ${chain.chainId}: added the seasons (season 1 funded), the title NFT and the invitation tree`)
      }
      await records.write(record)
      return { chain, rpcUrl, record, reused: true }
    }
    if (existing) progress(`chain ${chain.chainId}: its record names contracts the chain lacks; deploying again`)
    progress(`chain ${chain.chainId}: deploying and seeding`)
    const record = await deployAndSeed(chain, provider, rpcUrl)
    const path = await records.write(record)
    progress(`chain ${chain.chainId}: deployed; record in ${path}`)
    return { chain, rpcUrl, record, reused: false }
  } finally {
    provider.destroy()
  }
}
