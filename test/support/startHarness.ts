import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeDeploymentRecord } from '../../src/adapters/deployment/writeDeploymentRecord'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import type { ServerConfig } from '../../src/server/config/ServerConfig'
import { startServer } from '../../src/server/startServer'
import { testServerConfig } from '../server/support/testServerConfig'
import { type ForkedChain, type ForkedDevnet, forkDevnet } from './forkDevnet'
import { type FomoRun, runFomo } from './runFomo'
import { waitFor } from './waitFor'

/** The indexer of a harness's server: every block at once, polled every 50 ms. */
export const INDEXING: ServerConfig['indexer'] = {
  enabled: true,
  confirmations: 0,
  rangeSize: 2_000,
  pollMs: 50,
  rpcTimeoutMs: 10_000,
}

export interface HarnessOptions {
  /** The chains whose deployment records are written to the records folder: both by default, `[]` for none. */
  records?: readonly number[]
  /**
   * An API server on the forks, reading the records folder and indexing its `chains` (the records' by default):
   * `listening` runs it as `fomo devnet` does (HTTP on a free port, every worker started); `composed` builds it in
   * this process with only its indexer started, reached through `get`. `config` goes over the test configuration.
   */
  server?: { mode: 'listening' | 'composed'; chains?: readonly number[]; config?: Partial<ServerConfig> }
  /** Runs on the forks before the server starts (a day passes, say, so that the first pass sees it). */
  beforeServer?: (devnet: ForkedDevnet) => Promise<void>
}

// biome-ignore lint/suspicious/noExplicitAny: the `/api/*` envelope's `data` and a command's JSON differ per call
type Json = any

export interface Harness {
  devnet: ForkedDevnet
  chain(chainId: number): ForkedChain
  /** The folder with deployments/<chainId>.json of the forks (`--devnet-dir`). */
  recordsDir: string
  /** The CLI's home (`--home`), inside the records folder. */
  home: string
  /** The server, when the options asked for one. */
  server: ComposedServer | undefined
  /** The listening server's URL (for `--api`); throws without a listening server. */
  readonly url: string
  /** A GET through the server in process: its status and body. */
  get(url: string): Promise<{ status: number; body: Json }>
  /** Runs `fomo --devnet-dir <records> --home <home> …args` to completion; `env` adds to its environment. */
  run(args: string[], env?: Record<string, string>): Promise<FomoRun>
  /** `run` with `--json`, and the JSON document it printed (undefined when it printed nothing). */
  json(args: string[], env?: Record<string, string>): Promise<FomoRun & { body: Json }>
  /**
   * Waits until the server has indexed each of `heads` (chain id to block; by default every served chain's head now):
   * the condition, never a time. Resolves the heads waited for.
   */
  waitUntilIndexed(heads?: Record<number, number>, options?: { timeout?: number }): Promise<Record<number, number>>
  close(): Promise<void>
}

/**
 * The calling test file's forks of the seeded devnet (forkDevnet), their deployment records in a folder of its own,
 * and, when asked, an API server on them; `run`/`json` drive the `fomo` CLI against the forks.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const devnet = await forkDevnet()
  const recordsDir = await mkdtemp(join(tmpdir(), 'fomo-harness-'))
  const records = options.records ?? [128, 56]
  const served = options.server?.chains ?? records
  let server: ComposedServer | undefined
  let url: string | undefined
  try {
    for (const chainId of records) await writeDeploymentRecord(recordsDir, devnet.chain(chainId).record)
    await options.beforeServer?.(devnet)
    if (options.server) {
      const config = testServerConfig({
        devnetDir: recordsDir,
        chains: [...served],
        rpcUrls: Object.fromEntries(served.map((chainId) => [chainId, devnet.chain(chainId).rpcUrl])),
        indexer: INDEXING,
        ...options.server.config,
      })
      if (options.server.mode === 'listening') {
        const running = await startServer(config)
        server = running.composed
        url = running.url
      } else {
        server = await composeServer(config)
        server.worker?.start()
      }
    }
  } catch (error) {
    await devnet.stop()
    await rm(recordsDir, { recursive: true, force: true })
    throw error
  }
  const home = join(recordsDir, 'home')
  const get = async (path: string) => {
    if (!server) throw new Error('this harness runs no server: start it with the `server` option')
    const response = await server.app.inject({ method: 'GET', url: path })
    return { status: response.statusCode, body: response.json() }
  }
  const run = (args: string[], env?: Record<string, string>) =>
    runFomo(['--devnet-dir', recordsDir, '--home', home, ...args], env)
  return {
    devnet,
    chain: (chainId) => devnet.chain(chainId),
    recordsDir,
    home,
    server,
    get url() {
      if (!url) throw new Error('this harness runs no listening server: start it with `server: { mode: "listening" }`')
      return url
    },
    get,
    run,
    async json(args, env) {
      const result = await run(['--json', ...args], env)
      return { ...result, body: result.stdout ? JSON.parse(result.stdout) : undefined }
    },
    async waitUntilIndexed(heads, waitOptions = {}) {
      const wanted: Record<number, number> =
        heads ??
        Object.fromEntries(
          await Promise.all(served.map(async (id) => [id, await devnet.chain(id).provider.getBlockNumber()])),
        )
      const reached = (checkpoints: { chainId: number; number: number }[]) =>
        Object.entries(wanted).every(([id, head]) => {
          const indexed = checkpoints.find((checkpoint) => checkpoint.chainId === Number(id))?.number
          return indexed !== undefined && indexed >= head
        })
      await waitFor(async () => (await get('/api/indexer/status')).body.data?.checkpoints ?? [], {
        what: `the server to index ${Object.entries(wanted)
          .map(([id, head]) => `chain ${id} to block ${head}`)
          .join(' and ')} (the stored checkpoints)`,
        until: reached,
        // a hook's bound (120 s) rather than a test's: most waits for the indexer sit in a beforeAll
        timeout: waitOptions.timeout ?? 110_000,
      })
      return wanted
    },
    async close() {
      await server?.close()
      await devnet.stop()
      await rm(recordsDir, { recursive: true, force: true })
    },
  }
}
