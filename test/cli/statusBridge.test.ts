import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeDeploymentRecord } from '../../src/adapters/deployment/writeDeploymentRecord'
import { runFomo } from '../support/runFomo'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness({ records: [] })
})
afterAll(() => harness?.close())

describe('fomo status checks the bridges', () => {
  it('passes the seeded devnet, whose bridges pair with each other', async () => {
    for (const chainId of [128, 56]) await writeDeploymentRecord(harness.recordsDir, harness.chain(chainId).record)
    const run = await runFomo(['--json', '--devnet-dir', harness.recordsDir, 'status'])
    expect(JSON.parse(run.stdout).chains.map((c: { ok: boolean }) => c.ok)).toEqual([true, true])
    expect(run.code).toBe(0)
  })

  it('refuses a record whose twin is not the peer chain token the contract pairs, saying what to do', async () => {
    const record = harness.chain(128).record
    const usdt = harness.chain(56).record.bridge!.tokens.USDT!.address
    const aura = { ...record.bridge!.tokens.AURA!, remote: usdt }
    await writeDeploymentRecord(harness.recordsDir, {
      ...record,
      bridge: { ...record.bridge!, tokens: { ...record.bridge!.tokens, AURA: aura } },
    })
    await writeDeploymentRecord(harness.recordsDir, harness.chain(56).record)
    const run = await runFomo(['--json', '--devnet-dir', harness.recordsDir, 'status'])
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
