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
  /**
   * Also mine a block every this many seconds (anvil's mixed mining: transactions still mine at once). Absent: blocks
   * only when a transaction arrives, which a bridge transfer waiting for confirmations would wait on for ever.
   */
  blockTimeSeconds?: number
  /** The EVM the chain runs (anvil's `--hardfork`, e.g. `shanghai` or `london` for a chain without Cancun); absent: anvil's latest. */
  hardfork?: string
}

export interface RunningChain {
  chainId: number
  rpcUrl: string
  stop(): Promise<void>
}

const STATE_DUMP_INTERVAL_SECONDS = 5
const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 60_000

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
    // stop() already awaits the process's end; its timeout timer is never cleared, so it is created
    // unref'd (see stopAnvil) and would only fire after the process is long gone.
    stopTimeout: STOP_TIMEOUT_MS,
    ...(options.stateFile ? { state: options.stateFile, stateInterval: STATE_DUMP_INTERVAL_SECONDS } : {}),
    ...(options.blockTimeSeconds ? { blockTime: options.blockTimeSeconds, mixedMining: true } : {}),
    ...(options.hardfork ? { hardfork: options.hardfork } : {}),
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
        await stopAnvil(anvil)
      } catch (error) {
        if (!exited) throw error // a timeout is a failure only while the process still runs
      }
    },
  }
}

/**
 * Calls `anvil.stop()` with its stop timer unref'd. @viem/anvil arms that timer before the process has ended and
 * attaches a handler to it only afterwards: a short timeout rejected unhandled (vitest then failed the run, "Anvil
 * failed to stop in time"), and a long one kept Node alive until it fired. The timer is created synchronously at the
 * start of `stop()`, so `setTimeout` is wrapped for exactly that call.
 */
function stopAnvil(anvil: ReturnType<typeof createAnvil>): Promise<void> {
  const setTimeoutBefore = globalThis.setTimeout
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) =>
    setTimeoutBefore(...args).unref()) as typeof setTimeout
  try {
    return anvil.stop()
  } finally {
    globalThis.setTimeout = setTimeoutBefore
  }
}
