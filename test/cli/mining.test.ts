import { parseEther } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DevToken__factory,
  FomoCapitalPool__factory,
  FomoLPMining__factory,
  FomoPair__factory,
  FomoRewardDistributor__factory,
} from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { formatUnits } from '../../src/domain/format/formatUnits'
import { csvTimestamp, RECORDS_CSV_COLUMNS } from '../../src/domain/records/recordsCsv'
import { type Harness, startHarness } from '../support/startHarness'

const DAY = 86_400
/** The commands that ask the API server (the others read and write the chain only). */
const API_COMMANDS = new Set(['pools', 'rewards', 'claim', 'verify'])
let harness: Harness
beforeAll(async () => {
  harness = await startHarness({ server: { mode: 'listening', chains: [128] } })
})
afterAll(() => harness?.close())

/** `fomo` on chain 128 of the fork, as text (a CSV) or, with `fomo`, as JSON. */
const fomoText = (...args: string[]) => runOnFork([], args)
const runOnFork = (flags: string[], args: string[]) =>
  harness.run([...flags, '--chain', '128', ...args, ...(API_COMMANDS.has(args[1]!) ? ['--api', harness.url] : [])])
const fomo = async (...args: string[]) => {
  const run = await runOnFork(['--json'], args)
  return { ...run, body: run.stdout ? JSON.parse(run.stdout) : undefined }
}
const chain = () => harness.chain(128)
const tokenOf = (symbol: string) => chain().record.tokens.find((t) => t.symbol === symbol)!.address
const account = devAccounts()[6]!

describe('fomo mining', () => {
  it('pledges on demand and for 7 days (approving first), lists the locks, then withdraws what is unlocked', async () => {
    await harness.run(['--json', '--chain', '128', 'pool', 'add', 'AURA', 'USDT', '100', '--account', '6'])
    const pledge = await fomo('mining', 'pledge', 'AURA/USDT', '2', '--days', '0', '--account', '6')
    expect(pledge.code).toBe(0)
    expect(pledge.body.approval).toMatch(/^0x/)
    expect(
      (await fomo('mining', 'pledge', 'AURA/USDT', '3', '--days', '7', '--account', '6')).body.approval,
    ).toBeUndefined()
    const position = (await fomo('mining', 'position', 'AURA/USDT', '--account', '6')).body
    expect([position.demand, position.withdrawable]).toEqual([parseEther('2').toString(), parseEther('2').toString()])
    expect(position.locks).toHaveLength(1)

    // before the unlock only the demand LP comes out; a week later the lock too
    const early = await fomo('mining', 'withdraw', 'AURA/USDT', '3', '--account', '6')
    expect([early.code, early.body.error.name]).toEqual([1, 'NoLpToWithdrawError'])
    const time = (await chain().provider.getBlock('latest'))!.timestamp
    const advanced = await fomo('devnet', '--advance', '7d')
    expect(advanced.body.chains.map((c: { chainId: number }) => c.chainId)).toEqual([128, 56])
    expect(advanced.body.chains[0].time).toBeGreaterThanOrEqual(time + 7 * DAY)
    const pair = FomoPair__factory.connect(position.lpToken, chain().provider)
    const before = await pair.balanceOf(account.address)
    expect((await fomo('mining', 'withdraw', 'AURA/USDT', '5', '--account', '6')).code).toBe(0)
    expect((await pair.balanceOf(account.address)) - before).toBe(parseEther('5'))
  })

  it('refuses what the screen refuses, sending nothing: no amount, above the balance, an unoffered term', async () => {
    const nonce = await chain().provider.getTransactionCount(account.address)
    for (const [amount, days, name] of [
      ['0', '0', 'PledgeAmountRequiredError'],
      ['1000000000', '0', 'PledgeExceedsBalanceError'],
      ['1', '14', 'UnknownLockOptionError'],
    ]) {
      const run = await fomo('mining', 'pledge', 'AURA/USDT', amount!, '--days', days!, '--account', '6')
      expect([run.code, run.body.error.name]).toEqual([1, name])
    }
    expect(await chain().provider.getTransactionCount(account.address)).toBe(nonce)
  })

  it('refuses an LP withdrawal beyond what the contract has unlocked now, sending nothing', async () => {
    const nonce = await chain().provider.getTransactionCount(account.address)
    for (const amount of ['0', '1']) {
      const run = await fomo('mining', 'withdraw', 'AURA/USDT', amount, '--account', '6')
      expect([run.code, run.body.error.name]).toEqual([1, 'NoLpToWithdrawError'])
    }
    expect(await chain().provider.getTransactionCount(account.address)).toBe(nonce)
  })

  it('shows the income, claims it by voucher, and verifies the server’s earnings against the chain to the wei', async () => {
    await chain().provider.send('evm_increaseTime', [DAY])
    await chain().provider.send('evm_mine', [])
    await harness.waitUntilIndexed()
    const pools = (await fomo('mining', 'pools', '--mine', '--account', '1')).body
    expect(pools.list.length).toBeGreaterThan(0)
    const verify = await fomo('mining', 'verify', '--account', '1')
    expect(verify.code).toBe(0)
    expect(verify.body.checks[0]).toMatchObject({ symbol: 'AURA', match: true })
    expect(BigInt(verify.body.checks[0].server)).toBeGreaterThan(0n)

    const [reward] = (await fomo('mining', 'rewards', '--account', '1')).body.rewards
    expect(reward).toMatchObject({ token: tokenOf('AURA').toLowerCase(), symbol: 'AURA', paid: '0' })
    expect(BigInt(reward.totalReward)).toBe(BigInt(reward.earned))
    expect(BigInt(reward.earned)).toBeGreaterThan(0n)
    const aura = DevToken__factory.connect(tokenOf('AURA'), chain().provider)
    const before = await aura.balanceOf(devAccounts()[1]!.address)
    const claim = await fomo('mining', 'claim', '--account', '1')
    expect(claim.code).toBe(0)
    const received = (await aura.balanceOf(devAccounts()[1]!.address)) - before
    expect(received).toBe(BigInt(claim.body.totals[0]))
    const mining = FomoLPMining__factory.connect(chain().record.contracts.lpMining!, chain().provider)
    expect(await mining.poolTokens()).toContain(chain().record.pairs[0]!.address)
  })

  it('deposits in the capital pool under an option, shows the balance, and withdraws only what has come out of its term', async () => {
    const deposit = await fomo('capital', 'deposit', 'USDT', '100', '--option', '1', '--account', '6')
    expect([deposit.code, deposit.body.approval]).toEqual([0, expect.stringMatching(/^0x/)])
    expect((await fomo('capital', 'deposit', 'USDT', '50', '--option', '0', '--account', '6')).code).toBe(0)
    const balance = (await fomo('capital', 'balance', 'USDT', '--account', '6')).body
    expect([balance.balance, balance.withdrawable]).toEqual([parseEther('150').toString(), parseEther('50').toString()])
    expect(balance.options).toEqual([
      { option: 0, termDays: 0 },
      { option: 1, termDays: 30 },
      { option: 2, termDays: 90 },
    ])
    const early = await fomo('capital', 'withdraw', 'USDT', '60', '--account', '6')
    expect([early.code, early.body.error.name]).toEqual([1, 'NoDepositToWithdrawError'])
    const unknown = await fomo('capital', 'deposit', 'USDT', '1', '--option', '5', '--account', '6')
    expect([unknown.code, unknown.body.error.name]).toEqual([1, 'UnknownLockOptionError'])
    const usdt = DevToken__factory.connect(tokenOf('USDT'), chain().provider)
    const before = await usdt.balanceOf(account.address)
    expect((await fomo('capital', 'withdraw', 'USDT', '50', '--account', '6')).code).toBe(0)
    expect((await usdt.balanceOf(account.address)) - before).toBe(parseEther('50'))
  })

  it('lists the rewards and withdrawals from the chain, newest first, and prints them as CSV to the wei', async () => {
    const { record, provider } = chain()
    const csvOf = async (who: string) => {
      const run = await fomoText('mining', 'records', '--csv', '--account', who)
      expect(run.code).toBe(0)
      const [header, ...rows] = run.stdout.trim().split('\r\n')
      expect(header).toBe(RECORDS_CSV_COLUMNS.join(','))
      return rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [RECORDS_CSV_COLUMNS[i], value])))
    }
    /** What the chain logged, as the CSV should write it: the amount, and the gas fee of the log's transaction. */
    const expected = async (
      action: string,
      logs: { transactionHash: string; args: { amount: bigint } }[],
      symbol: string,
    ) =>
      Promise.all(
        logs.map(async (log) => {
          const receipt = (await provider.getTransactionReceipt(log.transactionHash))!
          const block = (await provider.getBlock(receipt.blockNumber))!
          return {
            timestamp: csvTimestamp(block.timestamp),
            tx_hash: log.transactionHash.toLowerCase(),
            action,
            token_out: symbol,
            amount_out: formatUnits(log.args.amount, 18),
            fee: formatUnits(receipt.gasUsed * receipt.gasPrice, 18),
            fee_token: 'HT',
          }
        }),
      )
    const distributor = FomoRewardDistributor__factory.connect(record.contracts.rewardDistributor!, provider)
    const rewards = await distributor.queryFilter(distributor.filters.RewardDistributed(devAccounts()[1]!.address))
    expect(rewards).toHaveLength(1)
    const rewardRows = await csvOf('1')
    expect(rewardRows).toMatchObject(await expected('miningReward', rewards, 'AURA'))
    expect(rewardRows[0]).toMatchObject({
      chain_id: '128',
      status: 'success',
      account: devAccounts()[1]!.address.toLowerCase(),
    })

    const mining = FomoLPMining__factory.connect(record.contracts.lpMining!, provider)
    const capital = FomoCapitalPool__factory.connect(record.contracts.capitalPool!, provider)
    const lp = await mining.queryFilter(mining.filters.Withdrawn(account.address))
    const deposits = await capital.queryFilter(capital.filters.Withdrawn(account.address))
    expect([lp.length, deposits.length]).toEqual([1, 1])
    const rows = await csvOf('6')
    // newest first: the capital withdrawal came after the LP withdrawal
    expect(rows).toMatchObject([
      ...(await expected('capitalWithdraw', deposits, 'USDT')),
      ...(await expected('lpWithdraw', lp, lp[0]!.args.lpToken.toLowerCase())),
    ])
    const json = await fomo('mining', 'records', '--account', '6')
    expect(json.body.records.map((row: { action: string }) => row.action)).toEqual(['capitalWithdraw', 'lpWithdraw'])
  })
})
