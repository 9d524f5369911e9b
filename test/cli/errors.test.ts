import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeDeploymentRecord } from '../../src/adapters/deployment/writeDeploymentRecord'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'
import { freePort } from '../support/freePort'
import { runFomo } from '../support/runFomo'

let devnet: ForkedDevnet
let dir: string
beforeAll(async () => {
  devnet = await forkDevnet()
  dir = await mkdtemp(join(tmpdir(), 'fomo-errors-'))
})
afterAll(async () => {
  await devnet?.stop()
  await rm(dir, { recursive: true, force: true })
})

describe('errors name what is wrong and what to do', () => {
  it('a missing deployment record', async () => {
    const run = await runFomo(['--devnet-dir', join(dir, 'empty'), 'status'])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      `No deployment record for chain 128 at ${join(dir, 'empty', 'deployments', '128.json')}`,
    )
    expect(run.stdout).toContain('Start the devnet with `npm start`')
  })

  it('an unreachable RPC', async () => {
    for (const chainId of [128, 56]) await writeDeploymentRecord(dir, devnet.chain(chainId).record)
    const closed = `http://127.0.0.1:${await freePort()}`
    const run = await runFomo(['--json', '--devnet-dir', dir, 'status', '--rpc-128', closed])
    expect(run.code).toBe(1)
    const [chain128, chain56] = JSON.parse(run.stdout).chains
    expect(chain128.ok).toBe(false)
    expect(chain128.problem).toMatch(
      new RegExp(`^Cannot reach the JSON-RPC endpoint ${closed} for chain 128 \\(.+\\)\\. Start the devnet`),
    )
    expect(chain56.ok).toBe(true)
  })

  it('an RPC of the wrong chain', async () => {
    const run = await runFomo(['--devnet-dir', dir, 'status', '--rpc-128', devnet.chain(56).rpcUrl])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`The JSON-RPC endpoint ${devnet.chain(56).rpcUrl} serves chain 56, not chain 128.`)
  })

  it('a healthy devnet passes the check', async () => {
    const run = await runFomo(['--devnet-dir', dir, 'status'])
    expect(run.stdout).toMatch(/chain 128: ok at http:\/\/127\.0\.0\.1:\d+, block \d+/)
    expect(run.code).toBe(0)
  })

  it('a port in use stops the devnet before anything starts', async () => {
    const taken: Server = createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
    try {
      const run = await runFomo(['--devnet-dir', join(dir, 'busy'), 'devnet', '--port-56', `${port}`])
      expect(run.code).toBe(1)
      expect(run.stderr).toContain(`Port ${port} (chain 56) is already in use.`)
      expect(run.stderr).toContain('--port-56 <port>')
    } finally {
      taken.close()
    }
  })

  it('a malformed option', async () => {
    const run = await runFomo(['devnet', '--port-128', '99999'])
    expect(run.code).not.toBe(0)
    expect(run.stderr).toContain('"99999" is not a port: give a whole number from 1 to 65535.')
  })
})
