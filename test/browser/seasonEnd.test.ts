import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FomoLPMining__factory,
  FomoPair__factory,
  FomoSeasons__factory,
  FomoTitleNFT__factory,
} from '../../src/adapters/contracts/generated'
import { formatBalance } from '../../src/domain/format/formatBalance'
import { grouped } from './support/grouped'
import { INDEXING } from './support/indexedToHeads'
import { devSigner, pairOf } from './support/poolSteps'
import { PHONE, startWebHarness, type WebHarness } from './support/startWebHarness'

/** The deployer: it holds AURA/USDT LP to pledge, which the seeded accounts (under the asks) do not. */
const ACCOUNT = 0
const CHAIN = 128
const DAY = 86_400

let harness: WebHarness
const chain = () => harness.devnet.chain(CHAIN)
const chainTime = async () => (await chain().provider.getBlock('latest'))!.timestamp
const me = () => devSigner(chain(), ACCOUNT).address.toLowerCase()

/** Waits until the server has indexed chain 128 up to `block`. */
async function indexedTo(block: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const body = (await (await fetch(`${harness.server.url}/api/indexer/status`)).json()) as {
          data: { chains: { chainId: number; indexed: number | null }[] }
        }
        return body.data.chains.find((c) => c.chainId === CHAIN)?.indexed ?? -1
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBeGreaterThanOrEqual(block)
}

/**
 * Moves the chain's clock to `time` and mines there, then one block more: with one confirmation the server indexes the
 * first block (at `time`); returns it once indexed.
 */
async function advanceTo(time: number): Promise<number> {
  const { provider } = chain()
  await provider.send('evm_increaseTime', [time - (await chainTime())])
  await provider.send('evm_mine', [])
  const block = await provider.getBlockNumber()
  await provider.send('evm_mine', [])
  await indexedTo(block)
  return block
}

beforeAll(async () => {
  // the API server indexes the forks one block behind the head (as a server with FOMO_CONFIRMATIONS=1) and settles a
  // season once its indexed head passes the end
  harness = await startWebHarness({ api: { indexer: { ...INDEXING, confirmations: 1 } } })
  // the deployer pledges all its AURA/USDT LP on demand, so that its season 1 energy passes the adventurer's ask
  const signer = devSigner(chain(), ACCOUNT)
  const lp = FomoPair__factory.connect(await pairOf(chain(), 'AURA', 'USDT'), signer)
  const amount = await lp.balanceOf(signer.address)
  const mining = FomoLPMining__factory.connect(chain().record.contracts.lpMining!, signer)
  await (await lp.approve(await mining.getAddress(), amount)).wait()
  await (await mining.deposit(await lp.getAddress(), amount, 0)).wait()
  // the operator (the deployer) opens season 2, three days after season 1, with the same asks
  const seasons = FomoSeasons__factory.connect(chain().record.contracts.seasons!, signer)
  const [end1, ask1, ask2] = await seasons.season(1)
  await (await seasons.openSeason(2, end1 + BigInt(3 * DAY), ask1, ask2)).wait()
})
afterAll(async () => harness?.stop())

const seasonData = async () => {
  const response = await fetch(`${harness.server.url}/api/get-season-data/${me()}?chainId=${CHAIN}`)
  const body = (await response.json()) as { code: number; data: Record<string, unknown> }
  expect(body.code).toBe(0)
  return body.data
}
const settled = async (season: number) =>
  (await fetch(`${harness.server.url}/api/get-season-settlement/${season}?chainId=${CHAIN}`)).status === 200

describe('a season end crossed in the browser', () => {
  it('counts down to the end, reads the next season, mints the earned title and shows the energy cleared', async () => {
    const seasons = FomoSeasons__factory.connect(chain().record.contracts.seasons!, chain().provider)
    const [end1, ask1] = await seasons.season(1)
    const end = Number(end1)
    // ten minutes before the end on the chain: the pledge has earned past the adventurer's ask by now
    await advanceTo(end - 600)
    const before = await seasonData()
    expect(before.season_number).toBe(1)
    expect(BigInt(String(before.energy))).toBeGreaterThanOrEqual(ask1)
    expect(before.nft1_state).toBe(1)

    const seasonReads: string[] = []
    const seasonAnswers: { season_number: number; nft1_state: number }[] = []
    // the page's clock runs from the chain's time, so the countdown is the chain's
    const { page, errors } = await harness.open({
      path: '/jianghuOrder',
      account: ACCOUNT,
      viewport: PHONE,
      beforeLoad: async (p) => {
        p.on('request', (request) => {
          if (request.url().includes('/api/get-season-data/')) seasonReads.push(request.url())
        })
        p.on('response', async (response) => {
          if (response.url().includes('/api/get-season-data/')) seasonAnswers.push((await response.json()).data)
        })
        await p.clock.install({ time: (end - 600) * 1000 })
      },
    })
    await expect.poll(() => page.getByTestId('season-number').textContent()).toBe('Adventure season 1')
    await expect.poll(() => page.getByTestId('season-countdown').textContent()).toMatch(/^Ends in 00:(09|10):\d\d$/)
    const energy1 = page.getByTestId('season-energy')
    expect(await energy1.textContent()).toBe(grouped(formatBalance(BigInt(String(before.energy)), 18)))
    const adventurer = page.getByTestId('season-title-1')
    // reached in the running season: claimable only once the season ends and is settled, so the button is grey
    expect(await adventurer.getByTestId('season-title-state').getAttribute('data-status')).toBe('reached')
    expect(await adventurer.getByTestId('season-claim').getAttribute('aria-disabled')).toBe('true')

    // the page's clock passes the end first: the countdown ends while the server still shows season 1
    await page.clock.setSystemTime((end + 1) * 1000)
    await expect.poll(() => page.getByTestId('season-countdown').getAttribute('data-phase')).toBe('ended')
    expect(await page.getByTestId('season-countdown').textContent()).toBe(
      'This season has ended. Waiting for the next one...',
    )
    const readsAtEnd = seasonReads.length
    expect(await settled(1)).toBe(false)

    // then the chain passes it: a block after the end, the server indexes it and settles season 1
    await advanceTo(end + 60)
    await page.clock.setSystemTime((end + 60) * 1000)
    await expect.poll(() => settled(1), { timeout: 60_000 }).toBe(true)
    const after = await seasonData()
    expect(after.season_number).toBe(2)
    expect(after.nft1_state).toBe(2)

    // the panel reads the data again (every few seconds while the ended season shows) and shows season 2 running
    await expect
      .poll(() => page.getByTestId('season-number').textContent(), { timeout: 30_000 })
      .toBe('Adventure season 2')
    expect(seasonReads.length).toBeGreaterThan(readsAtEnd)
    // no answer showed season 2 before season 1's title was awarded (the settlement is read, not raced)
    expect(seasonAnswers.filter((data) => data.season_number === 2).map((data) => data.nft1_state)).not.toContain(0)
    await expect.poll(() => page.getByTestId('season-countdown').textContent()).toMatch(/^Ends in 2d 23:5\d:\d\d$/)
    // energy is cleared: season 2's is what the pledge earned in the minute since the end, far under the ask
    const energy2 = BigInt(String((await seasonData()).energy))
    expect(energy2).toBeLessThan(ask1)
    expect(energy2).toBeLessThan(BigInt(String(before.energy)))
    await expect.poll(() => energy1.textContent()).toBe(grouped(formatBalance(energy2, 18)))
    expect(await adventurer.getByTestId('season-title-state').getAttribute('data-status')).toBe('claimable')
    const claim = adventurer.getByTestId('season-claim')
    expect(await claim.getAttribute('aria-disabled')).toBe('false')

    const nft = FomoTitleNFT__factory.connect(chain().record.contracts.titleNft!, chain().provider)
    expect(await nft.hasTitle(me(), 1, 1)).toBe(false)
    await claim.click()
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 }).toContain('Title received')
    expect(await nft.hasTitle(me(), 1, 1)).toBe(true)
    // the mint's block waits for its confirmation: the server still offers the title, the page that minted it does not
    expect((await seasonData()).nft1_state).toBe(2)
    expect(await claim.getAttribute('aria-disabled')).toBe('true')
    // the chain moves on; once the server has indexed the mint, the panel shows the title claimed and the button grey
    await advanceTo((await chainTime()) + 15)
    await expect
      .poll(() => adventurer.getByTestId('season-title-state').getAttribute('data-status'), { timeout: 30_000 })
      .toBe('claimed')
    expect(await claim.getAttribute('aria-disabled')).toBe('true')
    expect((await seasonData()).nft1_state).toBe(3)
    expect(errors).toEqual([])
  })
})
