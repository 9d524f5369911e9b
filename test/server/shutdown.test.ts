import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { freePort } from '../support/freePort'
import { waitFor } from '../support/waitFor'
import { type ServerProcess, startServerProcess } from './support/serverProcess'

// Issue 29, item 8: SIGTERM took 214 s with one chain's node black-holed, and a restart then met EADDRINUSE. The server
// now stops taking requests first (its port is free at once), every outbound call has a timeout, and it exits within
// FOMO_SHUTDOWN_TIMEOUT_MS whatever is still waiting on the node.

const DEADLINE_MS = 4_000

/** A node that accepts connections and never answers (a black-holed RPC): it counts what reached it. */
async function blackHole(): Promise<{ url: string; connections(): number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  let connections = 0
  const server: Server = createServer((socket) => {
    connections += 1
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Whether a server can listen on 127.0.0.1:`port` now (it is closed again at once). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

describe('SIGTERM with a black-holed chain node', () => {
  let hole: Awaited<ReturnType<typeof blackHole>>
  let dir: string
  const servers: ServerProcess[] = []
  beforeAll(async () => {
    hole = await blackHole()
    dir = await mkdtemp(join(tmpdir(), 'fomo-shutdown-'))
  })
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL')
    await Promise.all(servers.map((server) => server.exited))
    await hole?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('frees its port at once and exits within FOMO_SHUTDOWN_TIMEOUT_MS, logging the shutdown', async () => {
    const port = await freePort()
    const env = (pglite: string): Record<string, string> => ({
      FOMO_SIGNER_KEY: devAccounts()[9]!.privateKey,
      FOMO_DEVNET: 'on', // the relayer and the draw operator run too, each with its own node calls
      FOMO_DEVNET_DIR: inject('seededDevnet').dir,
      FOMO_PGLITE_DIR: join(dir, pglite),
      FOMO_RPC_56: hole.url,
      FOMO_RPC_TIMEOUT_MS: '120000', // far past the deadline: no call may be waited for to its end
      FOMO_SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS),
      FOMO_POLL_MS: '100',
      LOG_LEVEL: 'info',
    })
    const server = await startServerProcess(env('db-1'), { port })
    servers.push(server)
    await waitFor(async () => hole.connections() > 0, { what: 'a worker to wait on the black-holed node' })
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    expect((await fetch(`${server.url}/api/indexer/status`)).status).toBe(200)

    const signalled = Date.now()
    const exitedAt = server.exited.then(() => Date.now())
    server.child.kill('SIGTERM')
    // the port is free again while the old process still finishes its work: a replacement binds it, no EADDRINUSE
    let exited = false
    void exitedAt.then(() => {
      exited = true
    })
    await waitFor(() => canListen(port), { what: 'the port to be free again' })
    expect(exited).toBe(false)
    const tookMs = (await exitedAt) - signalled
    console.info(`shutdown.test.ts: exited ${tookMs} ms after SIGTERM (deadline ${DEADLINE_MS} ms)`)
    expect(tookMs).toBeLessThan(DEADLINE_MS + 3_000) // the deadline plus the process's own exit
    // the whole output once it exited: requests are logged, health checks not (a load balancer asks every few seconds)
    expect(server.output()).toContain('"url":"/api/indexer/status"')
    expect(server.output()).not.toContain('/api/health')
    expect(server.output()).toContain('"msg":"shutting down')
    expect(server.output()).toMatch(/"msg":"(shut down|shutdown deadline passed: exiting with work unfinished)"/)
  })
})
