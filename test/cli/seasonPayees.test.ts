import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoTitleNFT__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { SEED_SEASON_PAYEES } from '../../src/adapters/devnet/seasonSeedPlan'
import { type Harness, startHarness } from '../support/startHarness'

/** The devnet's finality depth: what the running server waits for before it settles (README). */
const DEPTH = 2
const CHAINS = [128, 56] as const

// Issue 26, item 7: a fresh devnet advanced past season 1's end settles with payees, titles to claim and a verify
// that has something to check. Before, every seeded account stayed under the asks and nobody was paid.
let harness: Harness
beforeAll(async () => {
  harness = await startHarness({
    server: { mode: 'listening', chains: CHAINS, config: { finalityDepth: { 128: DEPTH, 56: DEPTH } } },
  })
}, 120_000)
afterAll(() => harness?.close())

const fomo = (...args: string[]) => harness.run(['--json', ...args, '--api', harness.url])

async function settled(chainId: number): Promise<{ credits: { account: string; key: string; amount: string }[] }> {
  for (const end = Date.now() + 150_000; ; ) {
    const response = await fetch(`${harness.url}/api/get-season-settlement/1?chainId=${chainId}`, {
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => ({ json: async () => ({ code: -1, msg: String(error) }) }))
    const body = (await response.json()) as { code: number; msg?: string; data?: never }
    if (body.code === 0) return body.data!
    if (Date.now() > end) throw new Error(`season 1 was not settled on chain ${chainId}: ${body.msg}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('season 1 on a fresh devnet, advanced past its end', () => {
  const payees = SEED_SEASON_PAYEES.map((payee) => devAccounts()[payee.account]!.address.toLowerCase())

  it('settles with the seeded payees sharing the fund, and verify checks them and exits 0 on both chains', async () => {
    const advanced = await harness.run(['--json', 'devnet', '--advance', '7d'])
    expect(advanced.code, advanced.stderr).toBe(0)
    // the devnet's blocks come every second; these forks mine only on transactions: the depth's blocks on top
    for (const chainId of CHAINS) {
      for (let i = 0; i < DEPTH; i++) await harness.chain(chainId).provider.send('evm_mine', [])
    }
    for (const chainId of CHAINS) {
      const settlement = await settled(chainId)
      const shares = settlement.credits.filter((credit) => credit.key === 'season:1:fund')
      expect(shares.map((credit) => credit.account).sort()).toEqual([...payees].sort())
      for (const share of shares) expect(BigInt(share.amount)).toBeGreaterThan(0n)

      const verified = await fomo('--chain', String(chainId), 'season', 'verify')
      expect(verified.code, verified.stdout + verified.stderr).toBe(0)
      const [check] = JSON.parse(verified.stdout).checks
      expect(check).toMatchObject({ season: 1, differences: [], bindings: 4 })
      expect(check.credits).toBeGreaterThanOrEqual(payees.length)
      expect(BigInt(check.funds[0].paid)).toBeGreaterThan(0n)

      // and the payees' LP mining, read by the settlement and the screens meanwhile, recomputes to the wei
      for (const payee of payees) {
        const mining = await fomo('--chain', String(chainId), 'mining', 'verify', '--address', payee)
        expect(mining.code, mining.stdout + mining.stderr).toBe(0)
        expect(JSON.parse(mining.stdout)).toMatchObject({ match: true })
      }
    }
  })

  it('leaves each payee an adventurer title to claim, which it mints', async () => {
    const [first] = SEED_SEASON_PAYEES
    const claimed = await fomo('--chain', '128', 'season', 'claim', '1', '--account', String(first!.account))
    expect(claimed.code, claimed.stdout + claimed.stderr).toBe(0)
    expect(JSON.parse(claimed.stdout)).toMatchObject({ season: 1, tier: 1, title: 'adventurer' })
    const { record, provider } = harness.chain(128)
    const nft = FomoTitleNFT__factory.connect(record.contracts.titleNft!, provider)
    expect(await nft.hasTitle(payees[0]!, 1, 1)).toBe(true)
  })
})
