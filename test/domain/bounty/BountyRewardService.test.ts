import { describe, expect, it } from 'vitest'
import { BountyRewardService } from '../../../src/domain/bounty/BountyRewardService'
import { BOUNTY_PROGRAMME } from '../../../src/domain/bounty/BountyTerms'
import { BountyViews } from '../../../src/domain/bounty/BountyViews'
import type { GameRound } from '../../../src/domain/bounty/GameRound'
import { NoBountyAreaError } from '../../../src/domain/errors/NoBountyAreaError'
import type { BountyRewardKind } from '../../../src/domain/errors/NoBountyRewardError'
import { NoIncomeError } from '../../../src/domain/errors/NoIncomeError'
import type { RewardCredit } from '../../../src/domain/rewards/RewardCredit'
import { RewardVoucherService, type SignedDistributorVoucher } from '../../../src/domain/rewards/RewardVoucherService'
import type { IndexedHead } from '../../../src/ports/ChainHeads'
import { InMemoryRewardCredits } from '../../doubles/InMemoryRewardCredits'
import { ManualClock } from '../../doubles/ManualClock'
import { RecordingClaimSigner } from '../../doubles/RecordingClaimSigner'
import { AURA, account, player, START, TERMS, USDT } from './bountyArbitraries'

const HECO = 128
const OTHER = '0x00000000000000000000000000000000000000e3'
const HEAD: IndexedHead = { number: 4_321, hash: `0x${'4e'.repeat(32)}`, timestamp: START + 1_000 }

const played = (who: number, time: number): GameRound => ({
  chainId: HECO,
  txHash: `0x${time.toString(16).padStart(64, '0')}`,
  logIndex: 0,
  blockNumber: time - START,
  time,
  player: player(who),
  gameType: 2,
  token: USDT,
  bet: 10n ** 18n,
  round: BigInt(time),
})

/**
 * The bounty views at the final head: account 0 invited 1 and 2, and of them only 1 played in a final block (TERMS'
 * task 1 wants one counted friend, task 2 three).
 */
function finalViews(rounds: readonly GameRound[] = [played(1, START + 100)]) {
  return new BountyViews({
    terms: TERMS,
    bindings: [1, 2].map((invitee) => ({
      kind: 'invitationBound' as const,
      invitee: account(invitee),
      inviter: account(0),
      time: START,
    })),
    rounds,
    miningEvents: [],
    draws: [],
    now: HEAD.timestamp,
    prices: new Map(),
  })
}

/** The final bounty states of a server whose only bounty chain is HECO. */
class FinalStates {
  reads = 0
  views = finalViews()
  head: IndexedHead | undefined = HEAD

  serves(chainId: number): boolean {
    return chainId === HECO
  }

  async state(_chainId: number) {
    this.reads++
    return { views: this.views, head: this.head }
  }
}

/** The voucher port: records which tokens each withdrawal asked a voucher for. */
class RecordingVouchers {
  readonly draws: { chainId: number; account: string; tokens: readonly string[] }[] = []

  async draw(chainId: number, account: string, tokens: readonly string[]) {
    this.draws.push({ chainId, account, tokens })
    return { tokens } as unknown as SignedDistributorVoucher
  }
}

function setup() {
  const finalStates = new FinalStates()
  const ledger = new InMemoryRewardCredits()
  const vouchers = new RecordingVouchers()
  const service = new BountyRewardService({ finalStates, credits: ledger, rewards: ledger, vouchers })
  return { finalStates, ledger, vouchers, service }
}

const credit = (key: string, token: string, amount: bigint, programme = BOUNTY_PROGRAMME): RewardCredit => ({
  programme,
  key,
  account: account(0),
  token,
  amount,
})

describe('BountyRewardService.receiveInviteTask', () => {
  it('writes a complete task’s reward once under its key, at the final head, and answers the credit', async () => {
    const { ledger, service } = setup()
    const received = await service.receiveInviteTask(HECO, 1, account(0).toUpperCase().replace('0X', '0x'))
    const expected = credit('bounty:invite-task:1', AURA, 10n ** 18n)
    expect(received).toEqual(expected)
    expect(ledger.writes).toEqual([{ chainId: HECO, credits: [expected], at: HEAD.number }])
    expect(await ledger.creditsOf(HECO, account(0), BOUNTY_PROGRAMME)).toEqual([expected])
  })

  it('pays a task received twice once: the second receipt answers the same credit and adds nothing', async () => {
    const { ledger, service } = setup()
    const first = await service.receiveInviteTask(HECO, 1, account(0))
    const second = await service.receiveInviteTask(HECO, 1, account(0))
    expect(second).toEqual(first)
    expect(await ledger.totalsOf(HECO, account(0))).toEqual(new Map([[AURA, 10n ** 18n]]))
  })

  it('writes at block 0 before any block is final', async () => {
    const { finalStates, ledger, service } = setup()
    finalStates.head = undefined
    await service.receiveInviteTask(HECO, 1, account(0))
    expect(ledger.writes.map(({ at }) => at)).toEqual([0])
  })

  it('refuses a task not complete yet with InviteTaskNotCompleteError (how many friends are missing) and writes nothing', async () => {
    const { ledger, service } = setup()
    const refusal = service.receiveInviteTask(HECO, 2, account(0))
    await expect(refusal).rejects.toMatchObject({
      name: 'InviteTaskNotCompleteError',
      details: { taskId: 2, missing: 2 },
    })
    expect(ledger.writes).toEqual([])
  })

  it('counts final events only: a friend whose round is not final yet does not complete the task', async () => {
    const { finalStates, ledger, service } = setup()
    finalStates.views = finalViews([]) // account 1's round is above the final depth: not in the final views
    await expect(service.receiveInviteTask(HECO, 1, account(0))).rejects.toMatchObject({
      name: 'InviteTaskNotCompleteError',
      details: { taskId: 1, missing: 1 },
    })
    expect(ledger.writes).toEqual([])
  })

  it('refuses an id no task has with UnknownInviteTaskError and writes nothing', async () => {
    const { ledger, service } = setup()
    await expect(service.receiveInviteTask(HECO, 9, account(0))).rejects.toMatchObject({
      name: 'UnknownInviteTaskError',
      details: { taskId: 9 },
    })
    expect(ledger.writes).toEqual([])
  })

  it('refuses a chain without a bounty area with NoBountyAreaError before reading or writing anything', async () => {
    const { finalStates, ledger, service } = setup()
    await expect(service.receiveInviteTask(56, 1, account(0))).rejects.toThrow(NoBountyAreaError)
    await expect(service.receiveInviteTask(56, 1, account(0))).rejects.toMatchObject({ name: 'NoBountyAreaError' })
    expect(finalStates.reads).toBe(0)
    expect(ledger.writes).toEqual([])
  })
})

describe('BountyRewardService.withdraw', () => {
  /** Account 0's credits: one of each bounty kind, a season share, and another account's prize. */
  async function credited(ledger: InMemoryRewardCredits) {
    await ledger.write(
      HECO,
      [
        credit('bounty:lp-ext:2026-11-20', USDT, 3n),
        credit('bounty:daily:2026-11-20:2', AURA, 2n),
        credit('bounty:daily:2026-11-20:5', AURA, 4n),
        credit('bounty:invite-task:1', OTHER, 10n),
        credit('bounty:draw:1:0', AURA, 7n),
        credit('season:3:fund', '0x00000000000000000000000000000000000000f5', 9n, 'season'),
        { ...credit('bounty:draw:1:1', USDT, 5n), account: account(1) },
      ],
      [],
      1,
    )
  }

  it.each<[BountyRewardKind, string[]]>([
    ['lpExt', [USDT]],
    ['inviter', [AURA, OTHER]],
    ['top', [AURA]],
  ])('asks a voucher for the tokens of the account’s %s credits, each once', async (kind, tokens) => {
    const { ledger, vouchers, service } = setup()
    await credited(ledger)
    await service.withdraw(HECO, account(0), kind)
    expect(vouchers.draws).toEqual([{ chainId: HECO, account: account(0), tokens }])
  })

  it.each<BountyRewardKind>(['lpExt', 'inviter', 'top'])(
    'refuses %s with NoBountyRewardError when the account has no credit of the kind, and asks no voucher',
    async (kind) => {
      const { ledger, vouchers, service } = setup()
      await ledger.write(HECO, [{ ...credit('bounty:draw:1:1', USDT, 5n), account: account(1) }], [], 1)
      await ledger.write(HECO, [credit('season:3:fund', AURA, 9n, 'season')], [], 1)
      await expect(service.withdraw(HECO, account(0), kind)).rejects.toMatchObject({
        name: 'NoBountyRewardError',
        details: { account: account(0), kind },
      })
      expect(vouchers.draws).toEqual([])
    },
  )

  it('refuses a chain without a bounty area with NoBountyAreaError and asks no voucher', async () => {
    const { ledger, vouchers, service } = setup()
    await credited(ledger)
    await expect(service.withdraw(56, account(0), 'top')).rejects.toMatchObject({ name: 'NoBountyAreaError' })
    expect(vouchers.draws).toEqual([])
  })

  it('signs, with the distributor voucher, the cumulative totals over every programme in the kind’s tokens', async () => {
    const { finalStates, ledger } = setup()
    await credited(ledger)
    await ledger.write(HECO, [credit('season:3:extend:1', AURA, 100n, 'season')], [], 1)
    const paid = new Map<string, bigint>()
    const signer = new RecordingClaimSigner()
    const owed = {
      owedReward: async (chainId: number, who: string, token: string) => ({
        earned: (await ledger.totalsOf(chainId, who)).get(token) ?? 0n,
        paid: paid.get(token) ?? 0n,
        distributor: '0x00000000000000000000000000000000000d157b',
        headTime: HEAD.timestamp,
      }),
    }
    const vouchers = new RewardVoucherService({ owed, signer, clock: new ManualClock() })
    const service = new BountyRewardService({ finalStates, credits: ledger, rewards: ledger, vouchers })
    const voucher = await service.withdraw(HECO, account(0), 'top')
    expect([voucher.tokens, voucher.totalRewards]).toEqual([[AURA], [2n + 4n + 7n + 100n]])
    paid.set(AURA, 113n) // the distributor paid it: the same withdrawal pays nothing again
    await expect(service.withdraw(HECO, account(0), 'top')).rejects.toThrow(NoIncomeError)
    expect(signer.signed).toHaveLength(1)
  })
})
