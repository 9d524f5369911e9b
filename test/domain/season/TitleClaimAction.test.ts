import { describe, expect, it } from 'vitest'
import { VoucherMismatchError } from '../../../src/domain/errors/VoucherMismatchError'
import type { TitleTier } from '../../../src/domain/season/awardTitles'
import { SeasonService } from '../../../src/domain/season/SeasonService'
import { TitleClaimAction } from '../../../src/domain/season/TitleClaimAction'
import type { SignedTitleVoucher } from '../../../src/domain/season/titleVoucher'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TITLE_NFT = '0x00000000000000000000000000000000000000a7'
const voucher: SignedTitleVoucher = {
  nftContract: TITLE_NFT,
  account: ACCOUNT.toLowerCase(),
  season: 3,
  tier: 2,
  deadline: 1_800_000_600,
  v: 28,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
  signature: `0x${'11'.repeat(32)}${'22'.repeat(32)}1c`,
}
const target = { chainId: 128, account: ACCOUNT, titleNft: TITLE_NFT }

function setup(handed: SignedTitleVoucher = voucher) {
  const asked: string[] = []
  const vouchers = {
    async drawSeasonReward(chainId: number, account: string, tier: TitleTier) {
      asked.push(`${chainId}:${account}:${tier}`)
      return handed
    },
  }
  const submitter = new InMemoryTransactionSubmitter()
  const season = new SeasonService(abiCalls, new InMemoryGasEstimator(), submitter)
  return { asked, submitter, action: new TitleClaimAction(vouchers, season) }
}

describe('TitleClaimAction (fomo season claim, the season panel)', () => {
  it("asks the server for the account's voucher of the tier, then mints it on the chain's title contract", async () => {
    const { asked, submitter, action } = setup()
    const { submitted, voucher: used } = await action.claim({ target, tier: 2 })
    expect(asked).toEqual([`128:${ACCOUNT.toLowerCase()}:2`])
    expect(used).toEqual(voucher)
    expect(submitted.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(submitter.submitted).toMatchObject([{ chainId: 128, request: { to: TITLE_NFT } }])
  })

  it.each([
    ['another account', { ...voucher, account: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc' }],
    ['another title contract', { ...voucher, nftContract: '0x00000000000000000000000000000000000000bb' }],
  ])('refuses a voucher for %s and sends nothing', async (_name, handed) => {
    const { submitter, action } = setup(handed)
    await expect(action.claim({ target, tier: 2 })).rejects.toBeInstanceOf(VoucherMismatchError)
    expect(submitter.submitted).toEqual([])
  })
})
