import { formatUnits } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoLPMining__factory, FomoRewardDistributor__factory } from '../../src/adapters/contracts/generated'
import { addOnChain, balance, E18, pairOf, token } from './support/poolSteps'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

const DAY = 86_400

let harness: WebHarness
beforeAll(async () => {
  // the API server indexes the fork: the lock list, the withdrawable LP and the voucher come from its ledger
  harness = await startWebHarness({
    api: { indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 10_000 } },
  })
  await addOnChain(harness.devnet.chain(128), 1, 'AURA', 'USDT', 100n * E18, 200n * E18)
})
afterAll(async () => harness?.stop())

const chain = () => harness.devnet.chain(128)
const chainTime = async () => (await chain().provider.getBlock('latest'))!.timestamp
/** An LP amount as the screen shows it (two decimals; these amounts are whole hundredths). */
const lp = (amount: bigint) => Number(formatUnits(amount, 18)).toFixed(2)

describe('a fixed-term lock in the browser', () => {
  it('pledges for 7 days, counts down, unlocks when the chain passes the date, withdraws the LP, then the rewards', async () => {
    const c = chain()
    const lpToken = await pairOf(c, 'AURA', 'USDT')
    const aura = token(c, 'AURA')
    const mining = FomoLPMining__factory.connect(c.record.contracts.lpMining!, c.provider)
    const distributor = FomoRewardDistributor__factory.connect(c.record.contracts.rewardDistributor!, c.provider)
    // the page's clock runs from the chain's time, so the countdowns are the chain's
    const start = await chainTime()
    const { page, wallet, errors } = await harness.open({
      path: '/bankIncomeList',
      beforeLoad: (p) => p.clock.install({ time: start * 1000 }),
    })
    const owner = wallet!.address
    await page.locator('[data-testid="mining-pool"][data-pair*="AURA"][data-pair*="USDT"]').click()
    await expect.poll(() => page.getByTestId('bank-lock').count()).toBe(1) // the seeded 30-day lock

    await page.getByTestId('bank-pledge').click()
    await page.getByTestId('pledge-option-7').click()
    await page.getByTestId('pledge-amount').fill('2')
    await expect.poll(() => page.getByTestId('pledge-submit').textContent()).toBe('Approve')
    await page.getByTestId('pledge-submit').click()
    await expect.poll(() => page.getByTestId('bank-lock').count(), { timeout: 30_000 }).toBe(2)
    const [, locks] = await mining.positionOf(lpToken, owner)
    const lock = locks.find((l) => l.amount === 2n * E18)!
    expect(Number(lock.unlockAt) - (await chainTime())).toBe(7 * DAY)
    const row = page.getByTestId('bank-lock').nth(1)
    expect(await row.textContent()).toContain('2.00 LP for 7 days')
    // seven days less the seconds since the pledge (minutes on a loaded machine)
    await expect.poll(() => row.getByTestId('bank-lock-countdown').textContent()).toMatch(/^in 6d 23:\d\d:\d\d$/)
    const demand = (await mining.positionOf(lpToken, owner))[0]
    expect(await mining.withdrawableOf(lpToken, owner)).toBe(demand) // the lock is not withdrawable yet
    expect(await page.getByTestId('bank-withdrawable').textContent()).toBe(lp(demand))

    // the chain (and the page's clock with it) passes the unlock date: no sleeping, the clocks move
    await c.provider.send('evm_increaseTime', [7 * DAY + 60])
    await c.provider.send('evm_mine', [])
    const later = await chainTime()
    expect(later).toBeGreaterThan(Number(lock.unlockAt))
    await page.clock.setSystemTime(later * 1000)
    await expect.poll(() => row.getByTestId('bank-lock-countdown').textContent()).toBe('Unlocked')
    expect(await page.getByTestId('bank-lock-countdown').first().textContent()).toMatch(/^in 2\dd /) // the 30-day lock
    const unlocked = await mining.withdrawableOf(lpToken, owner)
    expect(unlocked).toBe(demand + 2n * E18)
    // the screen reads the position again once a countdown ends: the lock is now withdrawable
    await expect.poll(() => page.getByTestId('bank-withdrawable').textContent(), { timeout: 15_000 }).toBe(lp(unlocked))

    const lpBefore = await balance(c, lpToken, owner)
    await page.getByTestId('bank-withdraw-lp').click()
    await expect
      .poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 })
      .toContain('Withdrawal success')
    expect((await balance(c, lpToken, owner)) - lpBefore).toBe(unlocked)
    const [demandAfter, locksAfter] = await mining.positionOf(lpToken, owner)
    expect(demandAfter).toBe(0n)
    expect(locksAfter.map((l) => l.amount)).toEqual([5n * E18]) // the 30-day lock stays
    expect(await mining.withdrawableOf(lpToken, owner)).toBe(0n)

    // the rewards: a voucher from the server, paid on chain exactly as the distributor records it
    await expect.poll(() => page.getByTestId('notice').count()).toBe(0) // the LP withdrawal's notice has gone
    const withdraw = page.getByTestId('bank-withdraw-rewards')
    await expect.poll(() => withdraw.getAttribute('aria-disabled')).toBe('false')
    const paidBefore = await distributor.getDistributeReward(owner, aura)
    const auraBefore = await balance(c, 'AURA', owner)
    await withdraw.click()
    await expect
      .poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 })
      .toContain('Withdrawal success')
    const paidAfter = await distributor.getDistributeReward(owner, aura)
    expect(paidAfter).toBeGreaterThan(paidBefore)
    expect((await balance(c, 'AURA', owner)) - auraBefore).toBe(paidAfter - paidBefore)
    // what the server's ledger says was paid is the distributor's total
    await expect
      .poll(async () => {
        const body = await (
          await fetch(`${harness.server.url}/api/get-lp-reward-amount/${owner}?token=${aura}&chainId=128`)
        ).json()
        return body.data.paid
      })
      .toBe(String(paidAfter))
    expect(errors).toEqual([])
  })
})
