import { createServer } from 'node:net'
import { PortInUseError } from './PortInUseError'

/** Fails with a PortInUseError naming the port when something already listens on 127.0.0.1:`port`. */
export async function assertPortFree(port: number, chainId: number): Promise<void> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error)
      reject(
        new PortInUseError(
          `Port ${port} (chain ${chainId}) is already in use. Stop what listens there (another \`npm start\`?) or choose another port with --port-${chainId} <port>.`,
          { details: { port, chainId } },
        ),
      )
    })
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()))
  })
}
