import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { collectOnDevnet } from '../support/collectOnDevnet'
import { type FinalityFork, finalityFork, pledgeAuraUsdt } from './support/finalityFork'
import { testServerConfig } from './support/testServerConfig'

const testBridge = testServerConfig({ devnetDir: '' }).bridge
/** Chain 128's finality depth, above the bridge's own confirmations (1): a payout waits for the deeper of the two. */
const DEPTH = 3

/**
 * Issue 26, items 2 and 3, the bridge: a collection is paid out only once it is its source chain's finality depth
 * deep, even when FOMO_BRIDGE_CONFIRMATIONS asks for less; one a reorganisation removes before then is never paid; and
 * the quota a signed collection reserves counts pledged LP only once the pledge is final.
 */
describe('bridge payouts and collections wait for the finality depth', () => {
  let fork: FinalityFork
  let nonce = 2n ** 52n // above anything the seed or another suite hands out
  const recipient = devAccounts()[5]!.address

  beforeAll(async () => {
    fork = await finalityFork(
      { 128: DEPTH, 56: 0 },
      { bridge: { ...testBridge, confirmations: { 128: 1, 56: 1 } }, relayerBackoff: { baseMs: 50, maxMs: 400 } },
    )
    fork.server.relayer!.start()
  })
  afterAll(() => fork?.close())

  const source = () => fork.chain(128)
  const twin = () => {
    const target = fork.chain(56)
    return DevToken__factory.connect(target.record.bridge!.tokens.AURA!.address, target.provider)
  }
  const collect = async (amount: bigint) => {
    const landed = await collectOnDevnet(source(), { account: 1, symbol: 'AURA', amount, recipient, nonce: nonce++ })
    await source().driver.indexed()
    return landed
  }
  /** Ten relayer polls: time for a payout that would be made to be made. */
  const relayerRan = () => new Promise((resolve) => setTimeout(resolve, 500))

  it('never pays a collection a reorganisation removes before the finality depth, though past the confirmations', async () => {
    const { driver } = source()
    const before = await twin().balanceOf(recipient)
    const snapshot = await driver.snapshot()
    await collect(3n * 10n ** 18n)
    await driver.mine(DEPTH - 1) // past the bridge's 1 confirmation, short of the depth
    await relayerRan()
    expect(await twin().balanceOf(recipient)).toBe(before)

    await driver.reorganise(snapshot, DEPTH + 2)
    await relayerRan()
    expect(await twin().balanceOf(recipient)).toBe(before)
    expect(await fork.server.database.query('select 1 from bridge_relays where source_chain_id = 128')).toEqual([])
  })

  it('pays a collection once it is the finality depth deep', async () => {
    const { driver } = source()
    const before = await twin().balanceOf(recipient)
    const landed = await collect(2n * 10n ** 18n)
    await driver.mine(DEPTH - 1)
    await relayerRan()
    expect(await twin().balanceOf(recipient)).toBe(before)
    await driver.mine(1)
    while ((await twin().balanceOf(recipient)) === before) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await twin().balanceOf(recipient)).toBe(before + landed.payout)
  })

  it('raises the quota for pledged LP only once the pledge is final', async () => {
    const deployer = devAccounts()[0]!.address
    const quotaDaily = async () =>
      BigInt((await fork.get(`/api/get-convert-config/${deployer}`)).body.data[0].quota_daily)
    const base = await quotaDaily()
    await pledgeAuraUsdt(source(), 0)
    await source().driver.indexed()
    await source().driver.mine(DEPTH - 1)
    expect(await quotaDaily()).toBe(base)
    await source().driver.mine(1)
    expect(await quotaDaily()).toBeGreaterThan(base)
  })
})
