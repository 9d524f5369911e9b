import { describe, expect, it } from 'vitest'
import { FomoTitleNFT__factory } from '../../../src/adapters/contracts/generated'
import { VoucherMismatchError } from '../../../src/domain/errors/VoucherMismatchError'
import { SeasonService } from '../../../src/domain/season/SeasonService'
import type { SignedTitleVoucher } from '../../../src/domain/season/titleVoucher'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const OTHER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const TITLE_NFT = '0x00000000000000000000000000000000000000a7'
const voucher: SignedTitleVoucher = {
  nftContract: TITLE_NFT,
  account: ACCOUNT,
  season: 3,
  tier: 2,
  deadline: 1_800_000_600,
  v: 28,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
  signature: `0x${'11'.repeat(32)}${'22'.repeat(32)}1c`,
}

function setup() {
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  return { gas, submitter, season: new SeasonService(abiCalls, gas, submitter) }
}

describe('SeasonService.claimTitle', () => {
  it("sends FomoTitleNFT.claim(season, tier, deadline, v, r, s) from the account, with the title's summary", async () => {
    const { submitter, season } = setup()
    await season.claimTitle({ chainId: 128, account: ACCOUNT, voucher, titleNft: TITLE_NFT })
    const [sent] = submitter.submitted
    expect(sent).toMatchObject({ chainId: 128, request: { to: TITLE_NFT } })
    const decoded = FomoTitleNFT__factory.createInterface().parseTransaction({ data: sent!.request.data! })
    expect([decoded?.name, [...(decoded?.args ?? [])]]).toEqual([
      'claim',
      [3n, 2n, 1_800_000_600n, 28n, voucher.r, voucher.s],
    ])
    expect(sent?.tracked).toEqual({ summary: { kind: 'claimTitle', season: '3', tier: '2' } })
  })

  it.each([
    ["another account's voucher", { voucher: { ...voucher, account: OTHER } }],
    ["a voucher for another contract than the chain's", { titleNft: OTHER }],
    ['a chain without a title contract', { titleNft: undefined }],
  ])('refuses %s and sends nothing', async (_name, input) => {
    const { gas, submitter, season } = setup()
    const attempt = season.claimTitle({ chainId: 128, account: ACCOUNT, voucher, titleNft: TITLE_NFT, ...input })
    await expect(attempt).rejects.toBeInstanceOf(VoucherMismatchError)
    expect([gas.asked, submitter.submitted]).toEqual([[], []])
  })

  it("says 'Withdrawal failed' with the contract's reason when the title was already claimed", async () => {
    const { gas, submitter, season } = setup()
    const data = await abiCalls.encode('titleNft', 'claim', [3, 2, 1_800_000_600, 28, voucher.r, voucher.s])
    gas.outcomes.set(data, { kind: 'reverted', reason: 'AlreadyClaimed' })
    await expect(
      season.claimTitle({ chainId: 128, account: ACCOUNT, voucher, titleNft: TITLE_NFT }),
    ).rejects.toMatchObject({ name: 'WithdrawalFailedError', details: { reason: 'AlreadyClaimed' } })
    expect(submitter.submitted).toEqual([])
  })
})
