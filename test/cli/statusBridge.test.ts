import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeDeploymentRecord } from '../../src/adapters/deployment/writeDeploymentRecord'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'
import { runFomo } from '../support/runFomo'

let devnet: ForkedDevnet
let dir: string
beforeAll(async () => {
  devnet = await forkDevnet()
  dir = await mkdtemp(join(tmpdir(), 'fomo-status-bridge-'))
})
afterAll(async () => {
  await devnet?.stop()
  await rm(dir, { recursive: true, force: true })
})

describe('fomo status checks the bridges', () => {
  it('passes the seeded devnet, whose bridges pair with each other', async () => {
    for (const chainId of [128, 56]) await writeDeploymentRecord(dir, devnet.chain(chainId).record)
    const run = await runFomo(['--json', '--devnet-dir', dir, 'status'])
    expect(JSON.parse(run.stdout).chains.map((c: { ok: boolean }) => c.ok)).toEqual([true, true])
    expect(run.code).toBe(0)
  })

  it('refuses a record whose twin is not the peer chain token the contract pairs, saying what to do', async () => {
    const record = devnet.chain(128).record
    const usdt = devnet.chain(56).record.bridge!.tokens.USDT!.address
    const aura = { ...record.bridge!.tokens.AURA!, remote: usdt }
    await writeDeploymentRecord(dir, {
      ...record,
      bridge: { ...record.bridge!, tokens: { ...record.bridge!.tokens, AURA: aura } },
    })
    await writeDeploymentRecord(dir, devnet.chain(56).record)
    const run = await runFomo(['--json', '--devnet-dir', dir, 'status'])
    expect(run.code).toBe(1)
    const [chain128, chain56] = JSON.parse(run.stdout).chains
    expect(chain128.ok).toBe(false)
    expect(chain128.problem).toContain('The bridge of chain 128 does not match its records:')
    expect(chain128.problem).toContain(
      `the contract pairs AURA with ${record.bridge!.tokens.AURA!.remote}, the record with ${usdt}`,
    )
    expect(chain128.problem).toContain('Restart the devnet (`npm start`)')
    expect(chain128.problem).toContain(
      `AURA's twin is ${usdt} here but ${record.bridge!.tokens.AURA!.remote} on chain 56`,
    )
    expect(chain56.ok).toBe(true) // its own record and contract still agree
  })
})
