import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness({ records: [128] })
})
afterAll(() => harness?.close())

interface TokenRow {
  symbol: string
  address: string | null
  balance: string | null
}

describe('fomo tokens', () => {
  it("reads the native coin's and every token's balance of an address in one batch, as the chain holds them", async () => {
    const owner = devAccounts()[4]!.address
    const run = await harness.run(['--json', '--chain', '128', 'tokens', '--address', owner])
    expect(run.code, run.stderr).toBe(0)
    const { tokens } = JSON.parse(run.stdout) as { tokens: TokenRow[] }
    const chain = harness.chain(128)
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
