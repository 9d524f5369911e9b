// The server on its own: `npx tsx src/server/main.ts` (configuration from the environment, see loadServerConfig).
import { FomoError } from '../domain/errors/FomoError'
import { loadServerConfig } from './config/loadServerConfig'
import { startServer } from './startServer'

try {
  const server = await startServer(loadServerConfig(process.env))
  process.stdout.write(`FomoSwap API listening on ${server.url}\n`)
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
