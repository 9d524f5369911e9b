import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory } from '../../src/adapters/contracts/generated'
import { writeDeploymentRecord } from '../../src/adapters/deployment/writeDeploymentRecord'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'
import { runFomo } from '../support/runFomo'

let devnet: ForkedDevnet
let dir: string
beforeAll(async () => {
  devnet = await forkDevnet()
  dir = await mkdtemp(join(tmpdir(), 'fomo-tokens-'))
  await writeDeploymentRecord(dir, devnet.chain(128).record)
})
afterAll(async () => {
  await devnet?.stop()
  await rm(dir, { recursive: true, force: true })
})

interface TokenRow {
  symbol: string
  address: string | null
  balance: string | null
}

describe('fomo tokens', () => {
  it("reads the native coin's and every token's balance of an address in one batch, as the chain holds them", async () => {
    const owner = devAccounts()[4]!.address
    const run = await runFomo([
      '--json',
      '--devnet-dir',
      dir,
      '--home',
      join(dir, 'home'),
      '--chain',
      '128',
      'tokens',
      '--address',
      owner,
    ])
    expect(run.code, run.stderr).toBe(0)
    const { tokens } = JSON.parse(run.stdout) as { tokens: TokenRow[] }
    const chain = devnet.chain(128)
    const [native, ...listed] = tokens
    expect(native).toMatchObject({ symbol: 'HT', address: null })
    expect(BigInt(native!.balance!)).toBe(await chain.provider.getBalance(owner))
    expect(listed.length).toBeGreaterThan(0)
    for (const row of listed)
      expect(BigInt(row.balance!), row.symbol).toBe(
        await DevToken__factory.connect(row.address!, chain.provider).balanceOf(owner),
      )
  })
})
