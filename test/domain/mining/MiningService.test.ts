import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import {
  FomoCapitalPool__factory,
  FomoLPMining__factory,
  FomoRewardDistributor__factory,
} from '../../../src/adapters/contracts/generated'
import type { Token } from '../../../src/domain/currency/Token'
import { CapitalTokenNotListedError } from '../../../src/domain/errors/CapitalTokenNotListedError'
import { DepositAmountRequiredError } from '../../../src/domain/errors/DepositAmountRequiredError'
import { DepositInTermError } from '../../../src/domain/errors/DepositInTermError'
import { LpLockedError } from '../../../src/domain/errors/LpLockedError'
import { NoDepositToWithdrawError } from '../../../src/domain/errors/NoDepositToWithdrawError'
import { NoIncomeError } from '../../../src/domain/errors/NoIncomeError'
import { NoLpToWithdrawError } from '../../../src/domain/errors/NoLpToWithdrawError'
import { PledgeAmountRequiredError } from '../../../src/domain/errors/PledgeAmountRequiredError'
import { PledgeExceedsBalanceError } from '../../../src/domain/errors/PledgeExceedsBalanceError'
import { PledgeFailedError } from '../../../src/domain/errors/PledgeFailedError'
import { TooManyOpenDepositsError } from '../../../src/domain/errors/TooManyOpenDepositsError'
import { TooManyOpenLocksError } from '../../../src/domain/errors/TooManyOpenLocksError'
import { UnknownLockOptionError } from '../../../src/domain/errors/UnknownLockOptionError'
import { VoucherMismatchError } from '../../../src/domain/errors/VoucherMismatchError'
import { WithdrawalFailedError } from '../../../src/domain/errors/WithdrawalFailedError'
import { MiningService } from '../../../src/domain/mining/MiningService'
import type { SignedRewardVoucher } from '../../../src/domain/mining/rewardVoucher'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'

const E18 = 10n ** 18n
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const MINING = '0x00000000000000000000000000000000000000b1'
const POOL = '0x00000000000000000000000000000000000000b2'
const DISTRIBUTOR = '0x00000000000000000000000000000000000000d1'
const AURA = '0x00000000000000000000000000000000000000f1'
const lp: Token = {
  kind: 'token',
  chainId: 128,
  address: '0x00000000000000000000000000000000000000a1',
  decimals: 18,
  symbol: 'Fomo-LP',
  name: 'FomoSwap LP',
}
const usdt: Token = {
  kind: 'token',
  chainId: 128,
  address: '0x00000000000000000000000000000000000000e1',
  decimals: 18,
  symbol: 'USDT',
  name: 'Tether',
}
const target = { chainId: 128, contract: MINING, account: ACCOUNT }
/** A capital pool's options: 0 any time, 1 a 30-day term. */
const OPTIONS = [
  { option: 0, termDays: 0 },
  { option: 1, termDays: 30 },
]
const SIGNATURE = `0x${'11'.repeat(32)}${'22'.repeat(32)}1c`

/** The chain's latest block time in these tests. */
const NOW = 1_700_000_000
/** `count` term deposits of the pool, unlocking `offset` seconds from NOW. */
const termDeposits = (count: number, offset: number) =>
  Array.from({ length: count }, () => ({ unlockAt: NOW + offset }))

function setup() {
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  const blocks = new ManualBlockTime(NOW)
  return { gas, submitter, mining: new MiningService(abiCalls, gas, submitter, blocks) }
}

const decode = (
  factory: {
    createInterface(): {
      parseTransaction(tx: { data: string }): { name: string; args: { toArray(deep: boolean): unknown[] } } | null
    }
  },
  data: string,
) => {
  const parsed = factory.createInterface().parseTransaction({ data })
  return [parsed?.name, parsed?.args.toArray(true)]
}

describe('MiningService', () => {
  const pledge = { target, lpToken: lp, balance: 5n * E18, offeredDays: [0, 7, 30] }

  it('pledges with deposit(lpToken, amount, days), the 1.1x gas margin and its summary', async () => {
    const { gas, submitter, mining } = setup()
    await mining.pledge({ ...pledge, amount: 2n * E18, lockDays: 30 })
    const [sent] = submitter.submitted
    expect(decode(FomoLPMining__factory, sent!.request.data!)).toEqual([
      'deposit',
      [getAddress(lp.address), 2n * E18, 30n],
    ])
    expect(sent).toMatchObject({
      chainId: 128,
      request: { to: MINING, gasLimit: 110_000n },
      tracked: { summary: { kind: 'pledge', amount: '2', symbol: 'Fomo-LP', lockDays: '30' } },
    })
    expect(gas.asked[0]).toMatchObject({ from: ACCOUNT, to: MINING, value: 0n })
  })

  it.each([
    ['no amount (fillPA)', { amount: undefined, lockDays: 0 }, PledgeAmountRequiredError],
    ['a zero amount (fillPA)', { amount: 0n, lockDays: 0 }, PledgeAmountRequiredError],
    ['above the balance (beyondMax)', { amount: 5n * E18 + 1n, lockDays: 0 }, PledgeExceedsBalanceError],
    ['a term the pool does not offer', { amount: E18, lockDays: 14 }, UnknownLockOptionError],
    ['a lock beside 100 unmatured ones', { amount: E18, lockDays: 30, unmaturedLocks: 100 }, TooManyOpenLocksError],
  ])('refuses a pledge with %s and sends nothing', async (_name, input, error) => {
    const { gas, submitter, mining } = setup()
    await expect(mining.pledge({ ...pledge, ...input })).rejects.toBeInstanceOf(error)
    expect([gas.asked, submitter.submitted]).toEqual([[], []])
  })

  it('pledges on demand, or a lock beside 99 unmatured ones, at the open-lock bound', async () => {
    const { submitter, mining } = setup()
    await mining.pledge({ ...pledge, amount: E18, lockDays: 0, unmaturedLocks: 100 })
    await mining.pledge({ ...pledge, amount: E18, lockDays: 30, unmaturedLocks: 99 })
    expect(submitter.submitted).toHaveLength(2)
  })

  it("says 'Pledge failed' with the revert reason when the deposit would revert", async () => {
    const { gas, submitter, mining } = setup()
    const data = await abiCalls.encode('lpMining', 'deposit', [lp.address, E18, 0])
    gas.outcomes.set(data, { kind: 'reverted', reason: 'PoolIsShutDown' })
    const failure = mining.pledge({ ...pledge, amount: E18, lockDays: 0 })
    await expect(failure).rejects.toBeInstanceOf(PledgeFailedError)
    await expect(failure).rejects.toMatchObject({ message: 'Pledge failed', details: { reason: 'PoolIsShutDown' } })
    expect(submitter.submitted).toEqual([])
  })

  it('withdraws LP from what is unlocked, and refuses nothing or too much (noLPW)', async () => {
    const { submitter, mining } = setup()
    await mining.withdrawLp({ target, lpToken: lp, amount: E18, unlocked: E18 })
    expect(decode(FomoLPMining__factory, submitter.submitted[0]!.request.data!)).toEqual([
      'withdraw',
      [getAddress(lp.address), E18],
    ])
    for (const amount of [0n, E18 + 1n]) {
      await expect(mining.withdrawLp({ target, lpToken: lp, amount, unlocked: E18 })).rejects.toBeInstanceOf(
        NoLpToWithdrawError,
      )
    }
    expect(submitter.submitted).toHaveLength(1)
  })

  const voucher: SignedRewardVoucher = {
    chainId: 128,
    distributor: DISTRIBUTOR,
    account: ACCOUNT,
    tokens: [AURA],
    totalRewards: [10n * E18],
    deadline: 1_800_000_600,
    signature: SIGNATURE,
  }
  const tokenInfo = () => ({ symbol: 'AURA', decimals: 18 })
  const rewardTarget = { chainId: 128, account: ACCOUNT, distributor: DISTRIBUTOR }

  it('claims a one-token voucher with distributeTokenReward(token, total, deadline, r, vs) and says what it pays', async () => {
    const { submitter, mining } = setup()
    await mining.claim({
      target: { ...rewardTarget, account: ACCOUNT.toUpperCase().replace('0X', '0x') },
      voucher,
      paid: () => 4n * E18,
      tokenInfo,
    })
    const [sent] = submitter.submitted
    // v 28 sets the compact signature's top bit (EIP-2098)
    expect(decode(FomoRewardDistributor__factory, sent!.request.data!)).toEqual([
      'distributeTokenReward',
      [getAddress(AURA), 10n * E18, 1_800_000_600n, `0x${'11'.repeat(32)}`, `0xa2${'22'.repeat(31)}`],
    ])
    expect(sent).toMatchObject({
      request: { to: DISTRIBUTOR },
      tracked: { summary: { kind: 'claimRewards', amounts: '6 AURA' } },
    })
  })

  it("claims a voucher of several tokens with the spec's distributeReward(tokens, totals, deadline, v, r, s)", async () => {
    const { submitter, mining } = setup()
    const two = { ...voucher, tokens: [AURA, DISTRIBUTOR], totalRewards: [10n * E18, 3n] }
    await mining.claim({ target: rewardTarget, voucher: two, paid: () => 0n, tokenInfo })
    expect(decode(FomoRewardDistributor__factory, submitter.submitted[0]!.request.data!)).toEqual([
      'distributeReward',
      [
        [getAddress(AURA), getAddress(DISTRIBUTOR)],
        [10n * E18, 3n],
        1_800_000_600n,
        28n,
        `0x${'11'.repeat(32)}`,
        `0x${'22'.repeat(32)}`,
      ],
    ])
  })

  it('refuses a voucher naming another account, a malformed one, and one that pays nothing (noIncomeW)', async () => {
    const { gas, submitter, mining } = setup()
    const other = '0x00000000000000000000000000000000000000ee'
    await expect(
      mining.claim({ target: { ...rewardTarget, account: other }, voucher, paid: () => 0n, tokenInfo }),
    ).rejects.toBeInstanceOf(VoucherMismatchError)
    await expect(
      mining.claim({ target: rewardTarget, voucher: { ...voucher, totalRewards: [] }, paid: () => 0n, tokenInfo }),
    ).rejects.toBeInstanceOf(VoucherMismatchError)
    await expect(
      mining.claim({ target: rewardTarget, voucher, paid: () => 10n * E18, tokenInfo }),
    ).rejects.toBeInstanceOf(NoIncomeError)
    expect([gas.asked, submitter.submitted]).toEqual([[], []])
  })

  it("says 'Withdrawal failed' when the claim would revert (an expired voucher, say)", async () => {
    const { gas, mining } = setup()
    gas.estimate = async () => ({ kind: 'reverted', reason: 'VoucherExpired' })
    await expect(mining.claim({ target: rewardTarget, voucher, paid: () => 0n, tokenInfo })).rejects.toBeInstanceOf(
      WithdrawalFailedError,
    )
  })

  it('deposits in the capital pool under an offered option and withdraws what has matured', async () => {
    const { submitter, mining } = setup()
    const capital = { chainId: 128, contract: POOL, account: ACCOUNT }
    await mining.capitalDeposit({
      target: capital,
      token: usdt,
      amount: 3n * E18,
      balance: 3n * E18,
      option: 1,
      offeredOptions: OPTIONS,
      listed: true,
      deposits: [],
    })
    await mining.capitalWithdraw({ target: capital, token: usdt, amount: E18, withdrawable: 2n * E18 })
    expect(submitter.submitted.map((s) => decode(FomoCapitalPool__factory, s.request.data!))).toEqual([
      ['deposit', [getAddress(usdt.address), 3n * E18, 1n]],
      ['withdraw', [getAddress(usdt.address), E18]],
    ])
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['capitalDeposit', 'capitalWithdraw'])
    await expect(
      mining.capitalDeposit({
        target: capital,
        token: usdt,
        amount: E18,
        balance: E18,
        option: 2,
        offeredOptions: OPTIONS,
        listed: true,
        deposits: [],
      }),
    ).rejects.toBeInstanceOf(UnknownLockOptionError)
    await expect(
      mining.capitalWithdraw({ target: capital, token: usdt, amount: 3n * E18, withdrawable: 2n * E18 }),
    ).rejects.toBeInstanceOf(NoDepositToWithdrawError)
  })

  it('names the term that holds a deposit, and the lock that holds LP, when nothing is withdrawable', async () => {
    const { submitter, mining } = setup()
    const capital = { chainId: 128, contract: POOL, account: ACCOUNT }
    const deposits = [
      { amount: 2n * E18, unlockAt: 1_800_000_500 },
      { amount: E18, unlockAt: 1_800_000_000 },
    ]
    const inTerm = mining.capitalWithdraw({ target: capital, token: usdt, amount: E18, withdrawable: 0n, deposits })
    await expect(inTerm).rejects.toBeInstanceOf(DepositInTermError)
    await expect(inTerm).rejects.toMatchObject({
      message: 'No deposit to be withdrawn yet: 3 USDT is in its term until 2027-01-15T08:00:00.000Z',
      details: { inTerm: (3n * E18).toString(), until: 1_800_000_000, symbol: 'USDT' },
    })
    // something withdrawable, asked for more: noDeposit, as before
    await expect(
      mining.capitalWithdraw({ target: capital, token: usdt, amount: 3n * E18, withdrawable: E18, deposits }),
    ).rejects.toBeInstanceOf(NoDepositToWithdrawError)
    const locks = [{ amount: 5n * E18, unlockAt: 1_800_000_000 }]
    const locked = mining.withdrawLp({ target, lpToken: lp, amount: 0n, unlocked: 0n, locks })
    await expect(locked).rejects.toBeInstanceOf(LpLockedError)
    await expect(locked).rejects.toMatchObject({ details: { locked: (5n * E18).toString(), until: 1_800_000_000 } })
    // nothing locked either: noLPW
    await expect(
      mining.withdrawLp({ target, lpToken: lp, amount: 0n, unlocked: 0n, locks: [] }),
    ).rejects.toBeInstanceOf(NoLpToWithdrawError)
    expect(submitter.submitted).toEqual([])
  })

  it.each([
    ['no amount', { amount: undefined, option: 1 }, DepositAmountRequiredError, 'Please fill in the deposit amount'],
    ['a zero amount', { amount: 0n, option: 1 }, DepositAmountRequiredError, 'Please fill in the deposit amount'],
    [
      'more than the balance',
      { amount: 2n * E18, option: 1 },
      PledgeExceedsBalanceError,
      'The amount is beyond your balance',
    ],
    [
      'an option the pool does not define, named by number and term (not as days)',
      { amount: E18, option: 5 },
      UnknownLockOptionError,
      'The capital pool offers no option 5: pick one of 0 (any time), 1 (30 days), 2 (90 days).',
    ],
    [
      'a token the pool does not list (the contract would revert TokenNotListed after the approval)',
      { amount: E18, option: 1, listed: false },
      CapitalTokenNotListedError,
      'The capital pool does not take USDT',
    ],
    [
      'a fixed term while 100 term deposits have not matured by the chain’s time (TooManyOpenDeposits)',
      { amount: E18, option: 1, deposits: [...termDeposits(99, 60), ...termDeposits(1, 1)] },
      TooManyOpenDepositsError,
      'You hold 100 unmatured term deposits of USDT, the most the pool keeps (100)',
    ],
  ] as const)('refuses a capital deposit with %s before anything is sent', async (_, input, Refusal, message) => {
    const { submitter, mining } = setup()
    const deposit = {
      target: { chainId: 128, contract: POOL, account: ACCOUNT },
      token: usdt,
      balance: E18,
      offeredOptions: [...OPTIONS, { option: 2, termDays: 90 }],
      listed: true,
      deposits: [],
      ...input,
    }
    await expect(mining.checkCapitalDeposit(deposit)).rejects.toThrow(Refusal)
    await expect(mining.checkCapitalDeposit(deposit)).rejects.toThrow(message)
    await expect(mining.capitalDeposit(deposit)).rejects.toBeInstanceOf(Refusal)
    expect(submitter.submitted).toEqual([])
  })

  it('lets a deposit past 100 records go when some have matured, or when its term is any time', async () => {
    const { submitter, mining } = setup()
    const deposit = {
      target: { chainId: 128, contract: POOL, account: ACCOUNT },
      token: usdt,
      amount: E18,
      balance: 2n * E18,
      offeredOptions: OPTIONS,
      listed: true,
    }
    // the pool moves a record whose unlock time the chain's clock has reached before it counts
    await mining.capitalDeposit({ ...deposit, option: 1, deposits: [...termDeposits(99, 60), ...termDeposits(1, 0)] })
    await mining.capitalDeposit({ ...deposit, option: 0, deposits: termDeposits(100, 60) })
    expect(submitter.submitted).toHaveLength(2)
  })
})
