import { type ComposedServer, composeServer } from './compositionRoot'
import type { ServerConfig } from './config/ServerConfig'

/** A listening server: its URL, the composed parts, and `close()` to stop the worker, the HTTP server and the database. */
export interface RunningServer {
  url: string
  composed: ComposedServer
  close(): Promise<void>
}

/**
 * Starts the API server (and its chain indexer, unless disabled) for already-deployed chains: call it from
 * `fomo devnet` / `npm start` after the deployment, or through `src/server/main.ts` with the environment.
 *
 * @example const server = await startServer(loadServerConfig({ ...process.env, FOMO_SIGNER_KEY: key }))
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const composed = await composeServer(config)
  try {
    await composed.app.listen({ host: config.host, port: config.port })
  } catch (error) {
    await composed.close()
    throw error
  }
  const address = composed.app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : config.port
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  composed.app.log.info(
    {
      url,
      database: composed.database.kind,
      chains: config.chains,
      indexer: config.indexer.enabled,
      finalityDepth: config.finalityDepth,
      appOrigin: config.appOrigin,
    },
    'server started',
  )
  composed.sending.start()
  composed.worker?.start()
  composed.relayer?.start()
  composed.leaderboardWorker?.start()
  composed.drawOperator?.start()
  return { url, composed, close: () => composed.close() }
}
