import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeDeploymentRecord } from '../../src/adapters/deployment/writeDeploymentRecord'
import { freePort } from '../support/freePort'
import { runFomo } from '../support/runFomo'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness({ records: [] })
})
afterAll(() => harness?.close())

describe('errors name what is wrong and what to do', () => {
  it('a missing deployment record', async () => {
    const run = await runFomo(['--devnet-dir', join(harness.recordsDir, 'empty'), 'status'])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      `No deployment record for chain 128 at ${join(harness.recordsDir, 'empty', 'deployments', '128.json')}`,
    )
    expect(run.stdout).toContain('Start the devnet with `npm start`')
  })

  it('an unreachable RPC', async () => {
    for (const chainId of [128, 56]) await writeDeploymentRecord(harness.recordsDir, harness.chain(chainId).record)
    const closed = `http://127.0.0.1:${await freePort()}`
    const run = await runFomo(['--json', '--devnet-dir', harness.recordsDir, 'status', '--rpc-128', closed])
    expect(run.code).toBe(1)
    const [chain128, chain56] = JSON.parse(run.stdout).chains
    expect(chain128.ok).toBe(false)
    expect(chain128.problem).toMatch(
      new RegExp(`^Cannot reach the JSON-RPC endpoint ${closed} for chain 128 \\(.+\\)\\. Start the devnet`),
    )
    expect(chain56.ok).toBe(true)
  })

  it('moving the clock of a devnet that is not running', async () => {
    const stopped = await mkdtemp(join(tmpdir(), 'fomo-stopped-'))
    const closed = `http://127.0.0.1:${await freePort()}`
    for (const chainId of [128, 56])
      await writeDeploymentRecord(stopped, { ...harness.chain(chainId).record, rpcUrl: closed })
    const run = await runFomo(['--json', '--devnet-dir', stopped, 'devnet', '--advance', '1d'])
    await rm(stopped, { recursive: true, force: true })
    expect(run.code).toBe(1)
    expect(JSON.parse(run.stdout).error).toMatchObject({
      name: 'DevnetNotRunningError',
      message: `No devnet answers for chain 128 at ${closed}: start it with \`npm start\` (or \`./fomo devnet\`) first.`,
    })
  })

  it('an RPC of the wrong chain', async () => {
    const run = await runFomo(['--devnet-dir', harness.recordsDir, 'status', '--rpc-128', harness.chain(56).rpcUrl])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`The JSON-RPC endpoint ${harness.chain(56).rpcUrl} serves chain 56, not chain 128.`)
  })

  it('a healthy devnet passes the check', async () => {
    const run = await runFomo(['--devnet-dir', harness.recordsDir, 'status'])
    expect(run.stdout).toMatch(/chain 128: ok at http:\/\/127\.0\.0\.1:\d+, block \d+/)
    expect(run.code).toBe(0)
  })

  it('a port in use stops the devnet before anything starts', async () => {
    // the test holds a port of its own for chain 56 and gives chain 128 another free one: a running `npm start`
    // (8545, 8546) changes nothing
    const taken: Server = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const port = (taken.address() as { port: number }).port
    const free128 = await freePort()
    try {
      const run = await runFomo([
        '--devnet-dir',
        join(harness.recordsDir, 'busy'),
        'devnet',
        '--port-128',
        `${free128}`,
        '--port-56',
        `${port}`,
      ])
      expect(run.code).toBe(1)
      expect(run.stderr).toContain(`Port ${port} (chain 56) is already in use.`)
      expect(run.stderr).toContain('--port-56 <port>')
    } finally {
      taken.close()
    }
  })

  it('an RPC option that is not a URL names the value and why', async () => {
    const run = await runFomo(['--rpc', 'notaurl', 'quote', '1', 'AURA', 'USDT'])
    expect(run.code).not.toBe(0)
    expect(run.stderr).toContain(
      '"notaurl" is not a URL: give the node\'s JSON-RPC URL with its scheme, e.g. http://127.0.0.1:8545.',
    )
    const ftp = await runFomo(['status', '--rpc-128', 'ftp://127.0.0.1:8545'])
    expect(ftp.stderr).toContain(
      '"ftp://127.0.0.1:8545" is not a JSON-RPC URL: its scheme ftp: is not http, https, ws or wss.',
    )
  })

  it('a malformed option', async () => {
    const run = await runFomo(['devnet', '--port-128', '99999'])
    expect(run.code).not.toBe(0)
    expect(run.stderr).toContain('"99999" is not a port: give a whole number from 1 to 65535.')
  })
})
