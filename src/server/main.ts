// The server on its own: `node dist/server.mjs` (built by `npm run build`) or `npx tsx src/server/main.ts`, configured
// from the environment (see loadServerConfig). Its stdout is JSON lines only (the logs, see createHttpApp).
import { FomoError } from '../domain/errors/FomoError'
import { loadServerConfig } from './config/loadServerConfig'
import { DEFAULT_OPERATIONS } from './config/ServerConfig'
import { startServer } from './startServer'

/** One log line as pino writes them (level 30 info, 40 warn, 50 error), whatever LOG_LEVEL says. */
const log = (level: number, msg: string, fields: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...fields })}\n`)

try {
  const config = loadServerConfig(process.env)
  const server = await startServer(config)
  // npm start waits for this line
  log(30, `FomoSwap API listening on ${server.url}`, { url: server.url })
  const deadlineMs = (config.operations ?? DEFAULT_OPERATIONS).shutdownTimeoutMs
  let closing = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    const started = Date.now()
    log(30, 'shutting down: no new requests; finishing the answers and the work under way', { signal, deadlineMs })
    // past the deadline the process goes anyway (a call that ignores its timeout must not hold a restart up)
    setTimeout(() => {
      log(50, 'shutdown deadline passed: exiting with work unfinished', { deadlineMs })
      process.exit(1)
    }, deadlineMs).unref()
    try {
      await server.close()
      log(30, 'shut down', { ms: Date.now() - started })
      process.exit(0)
    } catch (error) {
      log(50, 'shutdown failed', { err: error instanceof Error ? error.message : String(error) })
      process.exit(1)
    }
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`)
  if (!(error instanceof FomoError) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
  process.exit(1)
}
