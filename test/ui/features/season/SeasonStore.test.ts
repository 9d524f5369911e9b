import { describe, expect, it } from 'vitest'
import { TitleClaimAction } from '../../../../src/domain/season/TitleClaimAction'
import { CLAIM_INDEX_WAIT_MS, SeasonStore } from '../../../../src/ui/features/season/SeasonStore'
import { flushPromises } from '../../../doubles/flushPromises'
import { ACCOUNT, seasonData, seasonParts, TITLE_NFT, t } from './seasonFixtures'

function setup() {
  const parts = seasonParts()
  const copied: string[] = []
  const store = new SeasonStore(
    parts.session,
    parts.api,
    new TitleClaimAction(parts.api, parts.services.season),
    parts.clock,
    parts.notices,
    t,
    'http://127.0.0.1:8787/',
    async (text) => void copied.push(text),
  )
  return { ...parts, store, copied }
}
const nowSeconds = (clock: { now(): number }) => Math.floor(clock.now() / 1000)
const VOUCHER = (now: number) => ({
  nftContract: TITLE_NFT,
  account: ACCOUNT,
  season: 1,
  tier: 2 as const,
  deadline: now + 600,
  v: 27,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
  signature: `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`,
})

describe('SeasonStore (the season panel)', () => {
  it('counts down each second to the end, then reads the data again until the next season shows', async () => {
    const { store, api, clock } = setup()
    const end = nowSeconds(clock) + 3
    api.data = [seasonData(end), seasonData(end), seasonData(end + 7 * 86_400, [0, 0], 2)]
    const stop = store.watch()
    await flushPromises()
    expect(store.countdown).toEqual({ phase: 'running', secondsLeft: 3 })
    await clock.advance(1000)
    expect(store.countdown).toEqual({ phase: 'running', secondsLeft: 2 })
    expect(api.calls).toHaveLength(1)

    await clock.advance(2000) // the end: read at once, and the server still shows the ended season
    expect(store.countdown).toEqual({ phase: 'ended' })
    expect(api.calls).toHaveLength(2)
    await clock.advance(4000)
    expect(api.calls).toHaveLength(2)
    await clock.advance(1000) // ENDED_REFRESH_MS after: the next season
    expect(api.calls).toHaveLength(3)
    expect([store.data?.seasonNumber, store.countdown.phase]).toEqual([2, 'running'])
    await clock.advance(60_000)
    expect(api.calls).toHaveLength(3)
    stop()
  })

  it('shows each title with its ask, and only an earned title waiting can be received', async () => {
    const { store, api, clock } = setup()
    api.data = [seasonData(nowSeconds(clock) + 100, [1, 2])]
    const stop = store.watch()
    await flushPromises()
    expect(store.titles.map(({ tier, status, canClaim }) => [tier, status, canClaim])).toEqual([
      [1, 'reached', false],
      [2, 'claimable', true],
    ])
    await store.claim(1) // grey: nothing asked, nothing sent
    expect(api.calls.filter((call) => call.startsWith('drawSeasonReward'))).toEqual([])
    stop()
  })

  it('receives a title: asks the voucher, mints it from the account, then tells and reads again', async () => {
    const { store, api, clock, submitter, settle, notices } = setup()
    api.data = [seasonData(nowSeconds(clock) - 10, [0, 2]), seasonData(nowSeconds(clock) + 100, [0, 3], 2)]
    api.voucher = VOUCHER(nowSeconds(clock))
    await store.refresh()
    const claiming = store.claim(2)
    await flushPromises()
    expect(store.claiming).toBe(2)
    expect(submitter.submitted.map((sent) => sent.request.to)).toEqual([TITLE_NFT])
    settle(`0x${'1'.padStart(64, '0')}`, 'confirmed')
    await claiming
    await flushPromises()
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Title received' })
    expect([store.claiming, store.data?.nft2State]).toEqual([undefined, 3])
  })

  it('keeps a minted title grey and reads again until the server has indexed the mint', async () => {
    const { store, api, clock, settle } = setup()
    const running = nowSeconds(clock) + 7 * 86_400
    // the server indexes behind the chain: the first two reads after the mint still offer the title
    api.data = [seasonData(running, [2, 0], 2), seasonData(running, [2, 0], 2), seasonData(running, [2, 0], 2)]
    api.data.push(seasonData(running, [3, 0], 2))
    api.voucher = { ...VOUCHER(nowSeconds(clock)), season: 1, tier: 1 }
    const stop = store.watch()
    await flushPromises()
    const claiming = store.claim(1)
    await flushPromises()
    settle(`0x${'1'.padStart(64, '0')}`, 'confirmed')
    await claiming
    await flushPromises()
    const reads = () => api.calls.filter((call) => call.startsWith('seasonData')).length
    expect(reads()).toBe(2)
    // still state 2 on the server, but this page minted it: grey, so no second mint is sent (it would revert)
    expect(store.titles[0]).toMatchObject({ status: 'claimable', canClaim: false })
    await clock.advance(4000)
    expect(reads()).toBe(2)
    await clock.advance(1000)
    expect([reads(), store.titles[0]?.canClaim]).toEqual([3, false])
    await clock.advance(5000)
    expect(reads()).toBe(4)
    expect(store.titles[0]).toMatchObject({ status: 'claimed', canClaim: false })
    await clock.advance(60_000) // indexed: the running season is not read again
    expect(reads()).toBe(4)
    stop()
  })

  it('gives a tier that stays claimable its button back when the wait for the mint runs out', async () => {
    const { store, api, clock, settle } = setup()
    // a second earned title of the tier: the server shows state 2 after the first mint is indexed too
    api.data = [seasonData(nowSeconds(clock) + 7 * 86_400, [2, 0], 2)]
    api.voucher = { ...VOUCHER(nowSeconds(clock)), season: 1, tier: 1 }
    const stop = store.watch()
    await flushPromises()
    const claiming = store.claim(1)
    await flushPromises()
    settle(`0x${'1'.padStart(64, '0')}`, 'confirmed')
    await claiming
    await flushPromises()
    expect(store.titles[0]?.canClaim).toBe(false)
    await clock.advance(CLAIM_INDEX_WAIT_MS)
    expect(store.titles[0]?.canClaim).toBe(true)
    const reads = api.calls.length
    await clock.advance(60_000)
    expect(api.calls.length).toBe(reads)
    stop()
  })

  it("copies the account's invitation link and says 'Copy link successfully' for 2 s", async () => {
    const { store, copied, notices, clock } = setup()
    expect(store.invitationLink).toBe(`http://127.0.0.1:8787/#/swap?paddr=${ACCOUNT}`)
    await store.copyLink()
    expect(copied).toEqual([`http://127.0.0.1:8787/#/swap?paddr=${ACCOUNT}`])
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Copy link successfully', secondsLeft: 2 })
    await clock.advance(2000)
    expect(notices.notice).toBeUndefined()
  })
})
