// The server on its own: `node dist/server.mjs` (built by `npm run build`) or `npx tsx src/server/main.ts`, configured
// from the environment (see loadServerConfig). Its stdout is JSON lines only (the logs, see createHttpApp).
import { FomoError } from '../domain/errors/FomoError'
import { loadServerConfig } from './config/loadServerConfig'
import { startServer } from './startServer'

try {
  const server = await startServer(loadServerConfig(process.env))
  // whatever LOG_LEVEL says (npm start waits for this line), as a log line like the others
  const msg = `FomoSwap API listening on ${server.url}`
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg, url: server.url })}\n`)
  let closing = false
  const shutdown = async () => {
    if (closing) return
    closing = true
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`)
  if (!(error instanceof FomoError) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
  process.exit(1)
}
