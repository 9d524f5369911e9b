import { FomoBridge__factory } from '../adapters/contracts/generated'
import { devAccounts } from '../adapters/devnet/devAccounts'
import { DEVNET_CHAINS } from '../adapters/devnet/devnetChains'
import { connectJsonRpc } from '../adapters/rpc/connectJsonRpc'
import type { BridgeOnChain } from '../domain/deployment/bridgeRecordProblems'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import type { DeploymentRecords } from '../ports/DeploymentRecords'
import { DevnetNotRunningError } from './errors/DevnetNotRunningError'
import { NoGameRecordsError } from './errors/NoGameRecordsError'

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
    /** Mine an empty block this often too (seconds); absent: blocks only on transactions. */
    blockTimeSeconds?: number
    onProgress(line: string): void
  }): Promise<RunningDevnetInfo>
  /** Moves a running chain's clock forward and mines a block at the new time. */
  advance(rpcUrl: string, chainId: number, seconds: number): Promise<{ block: number; time: number }>
  /**
   * Records `count` more game rounds for the seeded tree's players on a running chain, as its game operator, on each
   * of `days` days (the chain's clock moves a day forward between them).
   */
  addGameRounds(record: DeploymentRecord, count: number, days?: number): Promise<{ block: number; rounds: number }>
  /** Connects to a chain's node (failing with what to do when it is down or serves another chain). */
  probe(rpcUrl: string, chainId: number): Promise<ChainProbe>
}

/** A connection to one chain's node, for `status`. */
export interface ChainProbe {
  hasCode(address: string): Promise<boolean>
  blockNumber(): Promise<number>
  /** The bridge at `address`: its peer chain, operator and the twin of each token given by symbol. */
  readBridge(address: string, tokens: Readonly<Record<string, string>>): Promise<BridgeOnChain>
  close(): void
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
  async addGameRounds(record, count, days) {
    const { contracts, bounty } = record
    if (!contracts.gameRecords || !bounty) throw new NoGameRecordsError(record.chainId)
    const { addDevnetGameRounds } = await import('../adapters/devnet/addDevnetGameRounds')
    try {
      return await addDevnetGameRounds(
        { ...record, contracts: { ...contracts, gameRecords: contracts.gameRecords }, bounty },
        count,
        days,
      )
    } catch (cause) {
      // a reverted batch is the contract's answer, not a node that is down
      if (cause instanceof Error && 'code' in cause && cause.code === 'CALL_EXCEPTION') throw cause
      throw new DevnetNotRunningError(record.chainId, record.rpcUrl, cause)
    }
  },
  async probe(rpcUrl, chainId) {
    const provider = await connectJsonRpc(rpcUrl, chainId)
    return {
      hasCode: async (address) => (await provider.getCode(address)) !== '0x',
      blockNumber: () => provider.getBlockNumber(),
      async readBridge(address, tokens) {
        const bridge = FomoBridge__factory.connect(address, provider)
        const entries = Object.entries(tokens)
        const [peerChainId, operator, ...remotes] = await Promise.all([
          bridge.peerChainId(),
          bridge.operator(),
          ...entries.map(([, token]) => bridge.remoteTokenOf(token)),
        ])
        return {
          peerChainId: Number(peerChainId),
          operator: operator as string,
          remotes: Object.fromEntries(entries.map(([symbol], i) => [symbol, remotes[i] as string])),
        }
      },
      close: () => provider.destroy(),
    }
  },
}
