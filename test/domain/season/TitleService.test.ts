import { describe, expect, it } from 'vitest'
import { FomoTitleNFT__factory } from '../../../src/adapters/contracts/generated'
import { VoucherMismatchError } from '../../../src/domain/errors/VoucherMismatchError'
import { type SignedTitleVoucher, TitleService } from '../../../src/domain/season/TitleService'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const NFT = '0x00000000000000000000000000000000000000c7'
const voucher: SignedTitleVoucher = {
  chainId: 128,
  nft: NFT,
  account: ACCOUNT,
  season: 3,
  tier: 2,
  deadline: 1_800_000_600,
  signature: `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`,
}

describe('TitleService', () => {
  it('claims with claim(season, tier, deadline, v, r, s) on the voucher’s NFT and says which title', async () => {
    const submitter = new InMemoryTransactionSubmitter()
    await new TitleService(abiCalls, new InMemoryGasEstimator(), submitter).claim({ account: ACCOUNT, voucher })
    const [sent] = submitter.submitted
    const parsed = FomoTitleNFT__factory.createInterface().parseTransaction({ data: sent!.request.data! })!
    expect([parsed.name, parsed.args.toArray(true)]).toEqual([
      'claim',
      [3n, 2n, 1_800_000_600n, 27n, `0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`],
    ])
    expect(sent).toMatchObject({
      request: { to: NFT },
      tracked: { summary: { kind: 'claimTitle', tier: '2', season: '3' } },
    })
  })

  it('refuses a voucher naming another account, sending nothing', () => {
    const submitter = new InMemoryTransactionSubmitter()
    const service = new TitleService(abiCalls, new InMemoryGasEstimator(), submitter)
    expect(() => service.claim({ account: '0x00000000000000000000000000000000000000ee', voucher })).toThrow(
      VoucherMismatchError,
    )
    expect(submitter.submitted).toEqual([])
  })
})
