import { devAccounts } from '../adapters/devnet/devAccounts'
import { DEVNET_CHAINS } from '../adapters/devnet/devnetChains'
import { connectJsonRpc } from '../adapters/rpc/connectJsonRpc'
import type { DeploymentRecords } from '../ports/DeploymentRecords'
import { DevnetNotRunningError } from './errors/DevnetNotRunningError'

/** A devnet chain as the commands name it. */
export interface DevnetChainInfo {
  chainId: number
  name: string
  nativeSymbol: string
  defaultPort: number
}

/** A running devnet: each chain's RPC URL and record, and how to stop it (saving its state). */
export interface RunningDevnetInfo {
  chains: {
    chainId: number
    name: string
    nativeSymbol: string
    rpcUrl: string
    reused: boolean
    contracts: Record<string, unknown>
  }[]
  stop(): Promise<void>
}

/** What the `devnet` and `status` commands use of the devnet and of a chain's node, bound here, not in a command. */
export interface DevnetTools {
  chains: readonly DevnetChainInfo[]
  accounts(): { index: number; address: string; privateKey: string }[]
  start(options: {
    dir: string
    records: DeploymentRecords
    ports: Record<number, number>
    onProgress(line: string): void
  }): Promise<RunningDevnetInfo>
  /** Moves a running chain's clock forward and mines a block at the new time. */
  advance(rpcUrl: string, chainId: number, seconds: number): Promise<{ block: number; time: number }>
  /** Connects to a chain's node (failing with what to do when it is down or serves another chain). */
  probe(
    rpcUrl: string,
    chainId: number,
  ): Promise<{ hasCode(address: string): Promise<boolean>; blockNumber(): Promise<number>; close(): void }>
}

/** The devnet tools of the CLI's composition: the deployment code is loaded only by the commands that use it. */
export const devnetTools: DevnetTools = {
  chains: DEVNET_CHAINS.map(({ chainId, name, nativeSymbol, defaultPort }) => ({
    chainId,
    name,
    nativeSymbol,
    defaultPort,
  })),
  accounts: () => devAccounts(),
  async start(options) {
    const { startDevnet } = await import('../adapters/devnet/startDevnet')
    const devnet = await startDevnet(options)
    return {
      chains: devnet.chains.map(({ chain, rpcUrl, record, reused }) => ({
        chainId: chain.chainId,
        name: chain.name,
        nativeSymbol: chain.nativeSymbol,
        rpcUrl,
        reused,
        contracts: record.contracts,
      })),
      stop: () => devnet.stop(),
    }
  },
  async advance(rpcUrl, chainId, seconds) {
    const { advanceDevnetTime } = await import('../adapters/devnet/advanceDevnetTime')
    try {
      return await advanceDevnetTime(rpcUrl, chainId, seconds)
    } catch (cause) {
      throw new DevnetNotRunningError(chainId, rpcUrl, cause)
    }
  },
  async probe(rpcUrl, chainId) {
    const provider = await connectJsonRpc(rpcUrl, chainId)
    return {
      hasCode: async (address) => (await provider.getCode(address)) !== '0x',
      blockNumber: () => provider.getBlockNumber(),
      close: () => provider.destroy(),
    }
  },
}
