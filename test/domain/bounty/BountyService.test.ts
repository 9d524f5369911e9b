import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { FomoRewardDistributor__factory } from '../../../src/adapters/contracts/generated'
import { BountyService } from '../../../src/domain/bounty/BountyService'
import { InvalidGameTypeError } from '../../../src/domain/errors/InvalidGameTypeError'
import { InvalidPromotionMonthError } from '../../../src/domain/errors/InvalidPromotionMonthError'
import { InviteTaskNotCompleteError } from '../../../src/domain/errors/InviteTaskNotCompleteError'
import { InviteTaskReceivedError } from '../../../src/domain/errors/InviteTaskReceivedError'
import { NoIncomeError } from '../../../src/domain/errors/NoIncomeError'
import { UnknownInviteTaskError } from '../../../src/domain/errors/UnknownInviteTaskError'
import { VoucherMismatchError } from '../../../src/domain/errors/VoucherMismatchError'
import { MiningService } from '../../../src/domain/mining/MiningService'
import type { SignedRewardVoucher } from '../../../src/domain/mining/rewardVoucher'
import type { InviteTaskView } from '../../../src/ports/BountyApi'
import type { RewardsPaid } from '../../../src/ports/RewardsPaid'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryBountyApi } from '../../doubles/InMemoryBountyApi'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'

const E18 = 10n ** 18n
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const DISTRIBUTOR = '0x00000000000000000000000000000000000000d1'
const AURA = '0x00000000000000000000000000000000000000f1'
const USDT = '0x00000000000000000000000000000000000000e1'
const SIGNATURE = `0x${'11'.repeat(32)}${'22'.repeat(32)}1c`
const tokenInfo = (token: string) => (token === AURA ? { symbol: 'AURA', decimals: 18 } : undefined)

const voucher: SignedRewardVoucher = {
  chainId: 128,
  distributor: DISTRIBUTOR,
  account: ACCOUNT,
  tokens: [USDT, AURA],
  totalRewards: [3n * E18, 10n * E18],
  deadline: 1_800_000_600,
  signature: SIGNATURE,
}

const task = (id: number, patch: Partial<InviteTaskView> = {}): InviteTaskView => ({
  id,
  description: `Invite ${id} friend(s) who play a game`,
  reward: { token: USDT, amount: 5n * E18 },
  invites: id,
  complete: false,
  missingFriends: id,
  received: false,
  pending: false,
  ...patch,
})

/** A RewardsPaid double: what the distributor paid per token; records each read. */
function paidDouble(paid: Record<string, bigint>): RewardsPaid & { reads: string[] } {
  const reads: string[] = []
  return {
    reads,
    async paidOf(chainId, distributor, account, tokens) {
      reads.push(`${chainId}:${distributor}:${account}:${tokens.join(',')}`)
      return tokens.map((token) => paid[token] ?? 0n)
    },
  }
}

function setup(paid: Record<string, bigint> = {}) {
  const api = new InMemoryBountyApi()
  const submitter = new InMemoryTransactionSubmitter()
  const rewardsPaid = paidDouble(paid)
  const bounty = new BountyService(
    api,
    rewardsPaid,
    new MiningService(abiCalls, new InMemoryGasEstimator(), submitter, new ManualBlockTime()),
  )
  return { api, submitter, rewardsPaid, bounty }
}

const decoded = (data: string) =>
  FomoRewardDistributor__factory.createInterface().parseTransaction({ data })?.args.toArray(true)

describe('BountyService', () => {
  it('reads the unpaged figures of the three tabs together, the three daily tabs among them', async () => {
    const { api, bounty } = setup()
    api.node = { teamSize: 4, directFriends: 2, directBets: 7n * E18, finish: 2, total: 3 }
    const status = await bounty.status(128, ACCOUNT)
    expect(status.node.directBets).toBe(7n * E18)
    expect([status.daily.today.day, status.daily.yesterday.day, status.daily.all.day]).toEqual([
      '2026-11-24',
      '2026-11-23',
      null,
    ])
    expect(api.calls.sort()).toEqual(
      [
        `extLpPanel:128:${ACCOUNT}`,
        `inviteTasks:128:${ACCOUNT}`,
        `dailyReward:128:${ACCOUNT}:1`,
        `dailyReward:128:${ACCOUNT}:2`,
        `dailyReward:128:${ACCOUNT}:3`,
        `directGameRewardTotal:128:${ACCOUNT}`,
        `nodeGameTaskState:128:${ACCOUNT}`,
      ].sort(),
    )
  })

  it.each([0, 2, 5])('asks the referrer table filtered by game type %i', async (gameType) => {
    const { api, bounty } = setup()
    await bounty.referrers(128, ACCOUNT, 2, gameType)
    expect(api.calls).toEqual([`referrers:128:${ACCOUNT}:2:${gameType}`])
  })

  it.each([1, 3, -2, 2.5, Number.NaN])('refuses game type %s before asking the server', (gameType) => {
    const { api, bounty } = setup()
    expect(() => bounty.referrers(128, ACCOUNT, 1, gameType)).toThrow(InvalidGameTypeError)
    expect(api.calls).toEqual([])
  })

  it.each([
    [2026, 0],
    [2026, 13],
    [2026, 1.5],
    [1969, 6],
    [Number.NaN, 6],
  ])('refuses the team promotion of %s-%s (months are 1 to 12)', (year, month) => {
    const { api, bounty } = setup()
    expect(() => bounty.teamPromotion(128, ACCOUNT, 1, year, month)).toThrow(InvalidPromotionMonthError)
    expect(api.calls).toEqual([])
  })

  it('asks the team promotion of a month from 1 to 12', async () => {
    const { api, bounty } = setup()
    await bounty.teamPromotion(128, ACCOUNT, 1, 2026, 12)
    await bounty.teamPromotion(128, ACCOUNT, 3, 2026, 1)
    expect(api.calls).toEqual([`teamPromotion:128:${ACCOUNT}:1:2026-12`, `teamPromotion:128:${ACCOUNT}:3:2026-1`])
  })

  it('receives a completed invite task once: a second receive is refused without asking the server', async () => {
    const { api, bounty } = setup()
    api.tasks = [task(1, { complete: true, missingFriends: 0 })]
    await bounty.receiveInviteTask(128, ACCOUNT, 1)
    await expect(bounty.receiveInviteTask(128, ACCOUNT, 1)).rejects.toBeInstanceOf(InviteTaskReceivedError)
    expect(api.calls.filter((call) => call.startsWith('receiveInviteTask'))).toEqual([
      `receiveInviteTask:128:${ACCOUNT}:1`,
    ])
  })

  it('refuses an ongoing task, saying how many friends are missing, and an unknown one', async () => {
    const { api, bounty } = setup()
    api.tasks = [task(3, { missingFriends: 2 })]
    const ongoing = bounty.receiveInviteTask(128, ACCOUNT, 3)
    await expect(ongoing).rejects.toBeInstanceOf(InviteTaskNotCompleteError)
    await expect(bounty.receiveInviteTask(128, ACCOUNT, 3)).rejects.toMatchObject({ details: { missing: 2 } })
    await expect(bounty.receiveInviteTask(128, ACCOUNT, 9)).rejects.toBeInstanceOf(UnknownInviteTaskError)
    expect(api.calls.some((call) => call.startsWith('receiveInviteTask'))).toBe(false)
  })

  const target = { chainId: 128, account: ACCOUNT, distributor: DISTRIBUTOR }

  it.each([
    ['lpExt', `drawLpExtReward:128:${ACCOUNT}`],
    ['inviter', `spreadRewardWithdrawal:128:${ACCOUNT}:inviter`],
    ['top', `spreadRewardWithdrawal:128:${ACCOUNT}:top`],
  ] as const)('claims %s: the voucher route, what the distributor paid, then distributeReward', async (kind, route) => {
    const { api, submitter, rewardsPaid, bounty } = setup({ [AURA]: 4n * E18 })
    api.voucher = voucher
    const { submitted, paidBefore } = await bounty.claim({ target, kind, tokenInfo })
    expect(api.calls).toEqual([route])
    expect(rewardsPaid.reads).toEqual([`128:${DISTRIBUTOR}:${ACCOUNT}:${USDT},${AURA}`])
    expect(paidBefore).toEqual([0n, 4n * E18])
    const [sent] = submitter.submitted
    expect(submitted.hash).toBe(`0x${'1'.padStart(64, '0')}`)
    expect(sent!.request.to).toBe(DISTRIBUTOR)
    expect(decoded(sent!.request.data!)).toEqual([
      [getAddress(USDT), getAddress(AURA)],
      [3n * E18, 10n * E18],
      1_800_000_600n,
      28n,
      `0x${'11'.repeat(32)}`,
      `0x${'22'.repeat(32)}`,
    ])
    expect(sent!.tracked.summary).toEqual({ kind: 'claimRewards', amounts: `3 ${USDT}, 6 AURA` })
  })

  it('sends nothing when the voucher pays nothing more than the distributor paid (noIncomeW)', async () => {
    const { api, submitter, bounty } = setup({ [USDT]: 3n * E18, [AURA]: 10n * E18 })
    api.voucher = voucher
    await expect(bounty.claim({ target, kind: 'lpExt', tokenInfo })).rejects.toBeInstanceOf(NoIncomeError)
    expect(submitter.submitted).toEqual([])
  })

  it("refuses another account's voucher", async () => {
    const { api, submitter, bounty } = setup()
    api.voucher = { ...voucher, account: '0x00000000000000000000000000000000000000aa' }
    const claim = bounty.claim({ target, kind: 'top', tokenInfo })
    await expect(claim).rejects.toBeInstanceOf(VoucherMismatchError)
    expect(submitter.submitted).toEqual([])
  })

  it("refuses a voucher for another distributor than the chain's, or another chain, before reading or sending", async () => {
    const { api, submitter, rewardsPaid, bounty } = setup()
    for (const wrong of [{ distributor: '0x00000000000000000000000000000000000000bb' }, { chainId: 56 }]) {
      api.voucher = { ...voucher, ...wrong }
      await expect(bounty.claim({ target, kind: 'top', tokenInfo })).rejects.toBeInstanceOf(VoucherMismatchError)
    }
    api.voucher = voucher
    await expect(
      bounty.claim({ target: { ...target, distributor: undefined }, kind: 'top', tokenInfo }),
    ).rejects.toThrow("it is for another reward distributor than this chain's")
    expect([rewardsPaid.reads, submitter.submitted]).toEqual([[], []])
  })
})
