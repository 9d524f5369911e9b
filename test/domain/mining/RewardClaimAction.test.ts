import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { FomoRewardDistributor__factory } from '../../../src/adapters/contracts/generated'
import { NoIncomeError } from '../../../src/domain/errors/NoIncomeError'
import { VoucherMismatchError } from '../../../src/domain/errors/VoucherMismatchError'
import { rewardTokenInfo } from '../../../src/domain/mining/checkRewardVoucher'
import { MiningService } from '../../../src/domain/mining/MiningService'
import { RewardClaimAction } from '../../../src/domain/mining/RewardClaimAction'
import type { SignedRewardVoucher } from '../../../src/domain/mining/rewardVoucher'
import type { RewardsPaid } from '../../../src/ports/RewardsPaid'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryMiningApi } from '../../doubles/InMemoryMiningApi'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'

const E18 = 10n ** 18n
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DISTRIBUTOR = '0x00000000000000000000000000000000000000d1'
const AURA = '0x00000000000000000000000000000000000000f1'
const SIGNATURE = `0x${'11'.repeat(32)}${'22'.repeat(32)}1c`
const voucher: SignedRewardVoucher = {
  chainId: 128,
  distributor: DISTRIBUTOR,
  account: ACCOUNT.toLowerCase(),
  tokens: [AURA],
  totalRewards: [10n * E18],
  deadline: 1_800_000_600,
  signature: SIGNATURE,
}
const target = { chainId: 128, account: ACCOUNT, distributor: DISTRIBUTOR }
const tokenInfo = rewardTokenInfo([{ address: getAddress(AURA), symbol: 'AURA', decimals: 18 }])

function setup(paidSoFar = 0n) {
  const api = new InMemoryMiningApi()
  api.voucher = voucher
  const reads: string[] = []
  const paid: RewardsPaid = {
    async paidOf(chainId, distributor, account, tokens) {
      reads.push(`${chainId}:${distributor}:${account}`)
      return tokens.map(() => paidSoFar)
    },
  }
  const submitter = new InMemoryTransactionSubmitter()
  const mining = new MiningService(abiCalls, new InMemoryGasEstimator(), submitter, new ManualBlockTime())
  return { api, reads, submitter, action: new RewardClaimAction(api, paid, mining) }
}

describe('RewardClaimAction (fomo mining claim, /bankIncome Withdraw)', () => {
  it("asks for the account's voucher, reads what the chain's distributor paid, then claims the difference", async () => {
    const { api, reads, submitter, action } = setup(4n * E18)
    const claimed = await action.claim({ target, rewardToken: AURA, tokenInfo })
    expect(api.calls).toEqual([`drawReward:128:${ACCOUNT.toLowerCase()}:${AURA}`])
    expect(reads).toEqual([`128:${DISTRIBUTOR}:${ACCOUNT}`])
    expect(claimed.paidBefore).toEqual([4n * E18])
    const [sent] = submitter.submitted
    expect(sent).toMatchObject({ request: { to: DISTRIBUTOR }, tracked: { summary: { amounts: '6 AURA' } } })
    const data = FomoRewardDistributor__factory.createInterface().parseTransaction({ data: sent!.request.data! })
    expect(data?.name).toBe('distributeTokenReward')
  })

  it.each([
    ['another account', { account: '0x00000000000000000000000000000000000000ee' }],
    ['another chain', { chainId: 56 }],
    ['another distributor', { distributor: '0x00000000000000000000000000000000000000bb' }],
  ])('refuses a voucher for %s before reading or sending anything', async (_, wrong) => {
    const { api, reads, submitter, action } = setup()
    api.voucher = { ...voucher, ...wrong }
    await expect(action.claim({ target, rewardToken: AURA, tokenInfo })).rejects.toBeInstanceOf(VoucherMismatchError)
    expect([reads, submitter.submitted]).toEqual([[], []])
  })

  it('refuses on a chain whose record names no distributor, and sends nothing when all is paid (noIncomeW)', async () => {
    const nowhere = setup()
    const claim = nowhere.action.claim({ target: { ...target, distributor: undefined }, rewardToken: AURA, tokenInfo })
    await expect(claim).rejects.toBeInstanceOf(VoucherMismatchError)
    const paid = setup(10n * E18)
    await expect(paid.action.claim({ target, rewardToken: AURA, tokenInfo })).rejects.toBeInstanceOf(NoIncomeError)
    expect([nowhere.submitter.submitted, paid.submitter.submitted]).toEqual([[], []])
  })
})
