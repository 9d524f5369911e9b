import { parseEther } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoPair__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { formatUnits } from '../../src/domain/format/formatUnits'
import { type Harness, startHarness } from '../support/startHarness'

/** Issue 30, item 15: the words and figures each command prints, as a person reads them. */
let harness: Harness
beforeAll(async () => {
  harness = await startHarness({ server: { mode: 'listening' } })
  await harness.waitUntilIndexed()
})
afterAll(() => harness?.close())

const base = (chainId: number) => ['--chain', `${chainId}`]
const human = (chainId: number, ...args: string[]) => harness.run([...base(chainId), ...args])
const json = async (chainId: number, ...args: string[]) => {
  const run = await harness.run(['--json', ...base(chainId), ...args])
  return { ...run, body: run.stdout ? JSON.parse(run.stdout) : undefined }
}
const api = () => ['--api', harness.url]

const account = (index: number) => devAccounts()[index]!.address
const nonceOf = (index: number) => harness.chain(128).provider.getTransactionCount(account(index))
const token = (symbol: string) => {
  const { record, provider } = harness.chain(128)
  return DevToken__factory.connect(record.tokens.find((t) => t.symbol === symbol)!.address, provider)
}

describe('what the commands say (issue 30, item 15)', () => {
  it('capital deposit names the pool’s options by number and term, and a zero amount as a deposit', async () => {
    const nonce = await nonceOf(4)
    const unknown = await json(128, 'capital', 'deposit', 'USDT', '10', '--option', '5', '--account', '4')
    expect([unknown.code, unknown.body.error]).toEqual([
      1,
      expect.objectContaining({
        name: 'UnknownLockOptionError',
        message: 'The capital pool offers no option 5: pick one of 0 (any time), 1 (30 days), 2 (90 days).',
      }),
    ])
    const zero = await json(128, 'capital', 'deposit', 'USDT', '0', '--option', '1', '--account', '4')
    expect([zero.code, zero.body.error]).toEqual([
      1,
      expect.objectContaining({ name: 'DepositAmountRequiredError', message: 'Please fill in the deposit amount' }),
    ])
    expect(await nonceOf(4)).toBe(nonce)
  })

  it('pool add and pool remove call one token twice an invalid pair, not "Select a token"', async () => {
    for (const [args, message] of [
      [
        ['add', 'AURA', 'AURA', '1'],
        'Invalid pair: AURA and AURA are the same token; a pool pairs two different tokens.',
      ],
      [
        ['remove', 'AURA', 'AURA', '50'],
        'Invalid pair: AURA and AURA are the same token; a pool pairs two different tokens.',
      ],
      [
        ['add', 'HT', 'WHT', '1'],
        'Invalid pair: HT pools as WHT, so HT and WHT are the same token; a pool pairs two different tokens.',
      ],
    ] as const) {
      const run = await json(128, 'pool', ...args, '--account', '4')
      expect([run.code, run.body.error]).toEqual([
        1,
        expect.objectContaining({ name: 'IdenticalPoolTokensError', message }),
      ])
    }
  })

  it('release withdraw on the investment chain points to the withdraw chain', async () => {
    const run = await json(128, 'release', 'withdraw', '--account', '1', ...api())
    expect([run.code, run.body.error]).toEqual([
      1,
      expect.objectContaining({
        name: 'ReleaseChainError',
        message:
          'Please go to the BSC chain for extraction: the release is withdrawn on chain 56; run `fomo --chain 56 release withdraw`.',
      }),
    ])
  })

  it('tokens prints each balance exactly, not cut to six significant digits', async () => {
    const wallet = harness.chain(128).provider
    const sender = await wallet.getSigner(account(0))
    const receiver = account(7)
    await (await token('AURA').connect(sender).transfer(receiver, parseEther('403.006'))).wait()
    const run = await human(128, 'tokens', '--address', receiver)
    expect(run.code, run.stderr).toBe(0)
    const aura = run.stdout.split('\n').find((line) => line.startsWith('AURA '))!
    expect(aura.trim().split(/\s+/).at(-1)).toBe('1000403.006')
  })

  it('pool find prints the LP held in LP, not in wei', async () => {
    const owner = account(0)
    const { record, provider } = harness.chain(128)
    const tokens = [await token('AURA').getAddress(), await token('USDT').getAddress()].map((a) => a.toLowerCase())
    const pair = record.pairs.find((p) => [p.token0, p.token1].every((t) => tokens.includes(t.toLowerCase())))
    const lp = await FomoPair__factory.connect(pair!.address, provider).balanceOf(owner)
    expect(lp).toBeGreaterThan(0n)
    const run = await human(128, 'pool', 'find', 'AURA', 'USDT', '--address', owner)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(`your liquidity ${formatUnits(lp, 18)} Fomo-LP`)
    expect(run.stdout).not.toContain(`${lp}`)
  })

  it('tx shows who sent each transaction, and --address only that sender’s', async () => {
    expect((await human(128, 'wrap', '1', '--account', '5')).code).toBe(0)
    expect((await human(128, 'wrap', '2', '--account', '6')).code).toBe(0)
    const all = await human(128, 'tx')
    expect(all.code, all.stderr).toBe(0)
    const rows = all.stdout.trim().split('\n')
    expect(rows[0]).toMatch(/^status\s+from\s+hash\s+summary$/)
    expect(rows.find((row) => row.includes('Wrap 1 HT'))).toContain(account(5).toLowerCase())
    expect(rows.find((row) => row.includes('Wrap 2 HT'))).toContain(account(6).toLowerCase())
    const mine = await json(128, 'tx', '--address', account(5))
    expect(mine.body.transactions.map((tx: { from: string; summary: string }) => [tx.from, tx.summary])).toEqual([
      [account(5).toLowerCase(), 'Wrap 1 HT to WHT'],
    ])
  })

  it('season friends --diffused is headed with the diffused friends', async () => {
    const direct = await human(128, 'season', 'friends', '--account', '1', ...api())
    expect(direct.stdout.split('\n')[0]).toMatch(/^Direct friends: 2;/)
    const diffused = await human(128, 'season', 'friends', '--diffused', '--account', '1', ...api())
    expect(diffused.code, diffused.stderr).toBe(0)
    expect(diffused.stdout.split('\n')[0]).toMatch(/^Diffused friends: 1 \(direct friends: 2\);/)
  })

  it('bridge quote lines its figures up in one column', async () => {
    const run = await human(128, 'bridge', 'quote', '100', 'AURA', '--account', '1', ...api())
    expect(run.code, run.stderr).toBe(0)
    // each figure line: two spaces, its label, at least two spaces, the figure
    const figures = run.stdout.split('\n').filter((line) => line.startsWith('  '))
    expect(figures.length).toBeGreaterThanOrEqual(5)
    const columns = figures.map((line) => /^ {2}\S.*?\S {2,}(?=\S)/.exec(line)?.[0].length)
    expect(new Set(columns).size, run.stdout).toBe(1)
    expect(columns[0], run.stdout).toBeDefined()
  })
})
