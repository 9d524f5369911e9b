import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { createAnvil } from '@viem/anvil'
import { foundryBinary } from '../../../scripts/toolchain.mjs'
import { assertPortFree } from './assertPortFree'

export interface AnvilChainOptions {
  chainId: number
  port: number
  /** anvil loads this file at start and writes it on exit and every few seconds, so a chain survives restarts. */
  stateFile?: string
  /** Fork another node (the test harness forks the seeded devnet). */
  forkUrl?: string
  logFile?: string
}

export interface RunningChain {
  chainId: number
  rpcUrl: string
  stop(): Promise<void>
}

const STATE_DUMP_INTERVAL_SECONDS = 5
const START_TIMEOUT_MS = 60_000

/** Starts one anvil chain after checking its port is free; `stop()` ends it and lets it write its state. */
export async function startAnvilChain(options: AnvilChainOptions): Promise<RunningChain> {
  await assertPortFree(options.port, options.chainId)
  if (options.stateFile) mkdirSync(dirname(options.stateFile), { recursive: true })
  const anvil = createAnvil({
    anvilBinary: foundryBinary('anvil'),
    host: '127.0.0.1',
    port: options.port,
    chainId: options.chainId,
    forkUrl: options.forkUrl,
    startTimeout: START_TIMEOUT_MS,
    // stop() already awaits the process's end; its own timeout timer would only keep Node alive
    // for that long afterwards (it is never cleared), so it gets none. See stop below.
    stopTimeout: 0,
    ...(options.stateFile ? { state: options.stateFile, stateInterval: STATE_DUMP_INTERVAL_SECONDS } : {}),
  } as Parameters<typeof createAnvil>[0])
  if (options.logFile) {
    const logFile = options.logFile
    mkdirSync(dirname(logFile), { recursive: true })
    anvil.on('message', (message) => appendFileSync(logFile, message))
  }
  let exited = false
  anvil.on('exit', () => {
    exited = true
  })
  await anvil.start()
  return {
    chainId: options.chainId,
    rpcUrl: `http://127.0.0.1:${options.port}`,
    async stop() {
      try {
        await anvil.stop()
      } catch (error) {
        if (!exited) throw error // with no stop timeout, only a process still running is a failure
      }
    },
  }
}
