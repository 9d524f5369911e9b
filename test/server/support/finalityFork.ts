import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Wallet } from 'ethers'
import { inject } from 'vitest'
import { FomoLPMining__factory, FomoPair__factory } from '../../../src/adapters/contracts/generated'
import { writeDeploymentRecord } from '../../../src/adapters/deployment/writeDeploymentRecord'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { type ComposedServer, composeServer } from '../../../src/server/compositionRoot'
import type { ServerConfig } from '../../../src/server/config/ServerConfig'
import { type ForkedChain, type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'
import { type FomoRun, runFomo } from '../../support/runFomo'
import { type IndexedChain, indexedChain } from './reorganise'
import { testServerConfig } from './testServerConfig'

/** Forks of the seeded devnet with a running server that pays only past `finalityDepth`, each chain driven block by block. */
export interface FinalityFork {
  devnet: ForkedDevnet
  server: ComposedServer
  chain(chainId: number): ForkedChain & { driver: IndexedChain }
  /** A GET through the server: its status and body (the `/api/*` envelope, read field by field). */
  // biome-ignore lint/suspicious/noExplicitAny: the envelope's `data` differs per route; the tests read its fields
  get(url: string): Promise<{ status: number; body: { code: number; msg: string; data: any } }>
  /** Runs `fomo --chain <chainId> <args> --api <this server>` on the forks (the server listens from the first call). */
  fomo(chainId: number, ...args: string[]): Promise<FomoRun>
  close(): Promise<void>
}

/** Starts the server's indexer (and relayer) on forks of `chains`, with the finality depth of each and `overrides`. */
export async function finalityFork(
  finalityDepth: Record<number, number>,
  overrides: Partial<ServerConfig> = {},
): Promise<FinalityFork> {
  const devnet = await forkDevnet()
  const chains = Object.keys(finalityDepth).map(Number)
  let server: ComposedServer
  try {
    server = await composeServer(
      testServerConfig({
        devnetDir: inject('seededDevnet').dir,
        chains,
        rpcUrls: Object.fromEntries(chains.map((chainId) => [chainId, devnet.chain(chainId).rpcUrl])),
        indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 25, rpcTimeoutMs: 10_000 },
        finalityDepth,
        ...overrides,
      }),
    )
  } catch (error) {
    await devnet.stop()
    throw error
  }
  server.worker?.start()
  const drivers = new Map(chains.map((chainId) => [chainId, indexedChain(server.database, devnet.chain(chainId))]))
  let cli: Promise<{ dir: string; url: string }> | undefined
  const listening = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fomo-finality-'))
    for (const chainId of chains) await writeDeploymentRecord(dir, devnet.chain(chainId).record)
    return { dir, url: await server.app.listen({ host: '127.0.0.1', port: 0 }) }
  }
  return {
    devnet,
    server,
    chain: (chainId) => ({ ...devnet.chain(chainId), driver: drivers.get(chainId)! }),
    async get(url) {
      const response = await server.app.inject({ method: 'GET', url })
      return { status: response.statusCode, body: response.json() }
    },
    async fomo(chainId, ...args) {
      cli ??= listening()
      const { dir, url } = await cli
      const home = join(dir, 'home')
      return runFomo(['--devnet-dir', dir, '--home', home, '--chain', `${chainId}`, ...args, '--api', url])
    },
    async close() {
      await server.close()
      await devnet.stop()
      if (cli) await rm((await cli).dir, { recursive: true, force: true })
    },
  }
}

/** Dev account `account` pledges `fraction` of its AURA/USDT LP on demand in LP mining; resolves the pledge's block. */
export async function pledgeAuraUsdt(chain: ForkedChain, account: number, fraction = 1n): Promise<number> {
  const owner = devAccounts()[account]!
  const signer = new Wallet(owner.privateKey, chain.provider)
  const pair = chain.record.pairs.find((p) => {
    const symbols = [p.token0, p.token1].map((t) => chain.record.tokens.find((x) => x.address === t)?.symbol)
    return symbols.includes('AURA') && symbols.includes('USDT')
  })!
  const lp = FomoPair__factory.connect(pair.address, signer)
  const amount = (await lp.balanceOf(owner.address)) / fraction
  const mining = FomoLPMining__factory.connect(chain.record.contracts.lpMining!, signer)
  await (await lp.approve(await mining.getAddress(), amount)).wait()
  const receipt = await (await mining.deposit(pair.address, amount, 0)).wait()
  return receipt!.blockNumber
}
