import { parseEther, parseUnits } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoBridge__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { bridgeAmounts } from '../../src/domain/bridge/bridgeAmounts'
import { parseCsv } from '../support/parseCsv'
import type { FomoRun } from '../support/runFomo'
import { type Harness, startHarness } from '../support/startHarness'

/** A dev account no other CLI suite moves on its forks. */
const ACCOUNT = 8
let harness: Harness
beforeAll(async () => {
  // the server indexes both forks and runs the relayer
  harness = await startHarness({ server: { mode: 'listening' } })
})
afterAll(() => harness?.close())

const fomo = (chainId: number, ...args: string[]) => harness.run(['--json', '--chain', `${chainId}`, ...args])
const body = (run: FomoRun) => (run.stdout ? JSON.parse(run.stdout) : undefined)
const withApi = () => ['--api', harness.url]
const auraOf = (chainId: number) => {
  const chain = harness.chain(chainId)
  const address = chain.record.tokens.find((token) => token.symbol === 'AURA')!.address
  return DevToken__factory.connect(address, chain.provider)
}
const payoutOf = (chainId: number, amount: bigint) => {
  const bridge = harness.chain(chainId).record.bridge!
  return bridgeAmounts(amount, { serviceBps: bridge.tokens.AURA!.serviceBps, destroyBps: bridge.destroyBps }).payout
}

/**
 * Runs `fomo … bridge send` while mining a block on the source chain every 200 ms until it ends: the collection's
 * depth grows by the blocks the test mines; the command's own --timeout bounds the wait.
 */
async function sendMining(sourceChainId: number, ...args: string[]): Promise<FomoRun> {
  const { provider } = harness.chain(sourceChainId)
  let done = false
  const run = fomo(sourceChainId, 'bridge', 'send', ...args, '--timeout', '90', ...withApi()).finally(() => {
    done = true
  })
  while (!done) {
    await provider.send('evm_mine', [])
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return run
}

/**
 * `fomo bridge records --csv` (run with --json: the CSV still prints) against the chains: one row per collection,
 * newest first, each with its collection's block time, sender and Collected log to the wei, the payout on the
 * counterpart chain.
 */
async function expectCsvMatchesChain(
  sends: { hash: string; sourceChainId: number; targetChainId: number; status: { targetTx: string } }[],
) {
  const run = await fomo(128, 'bridge', 'records', '--csv', '--account', `${ACCOUNT}`, ...withApi())
  expect(run.code, run.stderr).toBe(0)
  const rows = parseCsv(run.stdout)
  expect(rows.map((row) => row.tx_hash)).toEqual(sends.map((send) => send.hash))
  const bridge = FomoBridge__factory.createInterface()
  for (const [index, send] of sends.entries()) {
    const { provider } = harness.chain(send.sourceChainId)
    const receipt = (await provider.getTransactionReceipt(send.hash))!
    const block = (await provider.getBlock(receipt.blockNumber))!
    const collected = receipt.logs
      .map((log) => bridge.parseLog({ topics: [...log.topics], data: log.data }))
      .find((parsed) => parsed?.name === 'Collected')!.args
    const row = rows[index]!
    expect(row).toMatchObject({
      timestamp: new Date(block.timestamp * 1000).toISOString().replace('.000Z', 'Z'),
      chain_id: `${send.sourceChainId}`,
      action: 'bridge',
      status: 'delivered',
      account: receipt.from.toLowerCase(),
      token_in: 'AURA',
      token_out: 'AURA',
      fee_token: 'AURA',
      counterpart_chain_id: `${Number(collected.targetChainId)}`,
      counterpart_tx_hash: send.status.targetTx,
    })
    expect(Number(collected.targetChainId)).toBe(send.targetChainId)
    // what arrived is the counterpart chain's Transferred log, paid for this collection
    const target = (await harness.chain(send.targetChainId).provider.getTransactionReceipt(send.status.targetTx))!
    const transferred = target.logs
      .map((log) => bridge.parseLog({ topics: [...log.topics], data: log.data }))
      .find((parsed) => parsed?.name === 'Transferred')!.args
    expect(transferred.sourceTxHash).toBe(send.hash)
    const [amountIn, amountOut, fee] = [row.amount_in!, row.amount_out!, row.fee!].map((text) => parseUnits(text, 18))
    expect([amountIn, amountOut, fee]).toEqual([
      collected.amount,
      transferred.amount,
      collected.fee + collected.destroyAmount,
    ])
  }
}

describe('fomo bridge', () => {
  const owner = devAccounts()[ACCOUNT]!.address

  it('quotes the fee, the destroy amount, what arrives and the quota; refuses what the screen refuses', async () => {
    const quote = await fomo(
      128,
      'bridge',
      'quote',
      '100',
      'AURA',
      '--to',
      'BSC',
      '--account',
      `${ACCOUNT}`,
      ...withApi(),
    )
    expect(quote.code, quote.stderr).toBe(0)
    const figures = bridgeAmounts(parseEther('100'), {
      serviceBps: harness.chain(128).record.bridge!.tokens.AURA!.serviceBps,
      destroyBps: harness.chain(128).record.bridge!.destroyBps,
    })
    expect(body(quote)).toMatchObject({
      token: 'AURA',
      sourceChainId: 128,
      targetChainId: 56,
      fee: figures.fee.toString(),
      destroyAmount: figures.destroyAmount.toString(),
      payout: figures.payout.toString(),
    })
    expect(BigInt(body(quote).quota)).toBeGreaterThan(0n)

    const nonce = await harness.chain(128).provider.getTransactionCount(owner)
    for (const [args, name] of [
      [['0', 'AURA'], 'BridgeAmountRequiredError'],
      [['-1', 'AURA'], 'BridgeNegativeAmountError'],
      [['2000000', 'AURA'], 'BridgeExceedsBalanceError'], // a dev account holds 1,000,000 AURA
      [['1', 'DK'], 'BridgeTokenNotListedError'],
      [['1', 'AURA', '--to', '1'], 'BridgeTargetChainError'],
      [['1', 'AURA', '--recipient', '0x123'], 'InvalidRecipientError'],
    ] as const) {
      const run = await fomo(128, 'bridge', 'send', ...args, '--yes', '--account', `${ACCOUNT}`, ...withApi())
      expect([run.code, body(run)?.error?.name], args.join(' ')).toEqual([1, name])
    }
    expect(await harness.chain(128).provider.getTransactionCount(owner)).toBe(nonce)
  })

  it('refuses a token contract as recipient and a transfer past the quota before anything is approved (issue 28)', async () => {
    const nonce = await harness.chain(128).provider.getTransactionCount(owner)
    // the recipient rule of send and swap: a token contract is refused, on either chain
    for (const token of [auraOf(128), auraOf(56)]) {
      const args = ['1', 'AURA', '--recipient', token.target as string, '--yes', '--no-wait']
      const run = await fomo(128, 'bridge', 'send', ...args, '--account', `${ACCOUNT}`, ...withApi())
      expect([run.code, body(run)?.error?.name], run.stderr).toEqual([1, 'RiskyRecipientError'])
    }
    // a contract on the target chain only (an account's address on the source): the target chain's node is asked too
    const targetOnly = `0x${'c0de'.repeat(10)}`
    await harness.chain(56).provider.send('anvil_setCode', [targetOnly, '0x6000'])
    const toContract = await fomo(
      128,
      'bridge',
      'send',
      ...['1', 'AURA', '--recipient', targetOnly, '--yes', '--no-wait', '--account', `${ACCOUNT}`, ...withApi()],
    )
    expect([toContract.code, body(toContract)?.error?.message], toContract.stderr).toEqual([
      1,
      expect.stringContaining('is a contract'),
    ])
    // past the day's quota (10,000 AURA without pledged LP): the server refuses before anything is approved (issue 28)
    const past = await fomo(
      128,
      'bridge',
      'send',
      '20000',
      'AURA',
      '--yes',
      '--no-wait',
      '--account',
      `${ACCOUNT}`,
      ...withApi(),
    )
    expect([past.code, body(past)?.error?.message], past.stderr).toEqual([1, expect.stringContaining('quota')])
    expect(await harness.chain(128).provider.getTransactionCount(owner)).toBe(nonce)
  })

  it('sends AURA 128 → 56 and back, waiting for delivery, with the balances on both chains and the records', async () => {
    const out = parseEther('100')
    const [sent128, received56] = await Promise.all([auraOf(128).balanceOf(owner), auraOf(56).balanceOf(owner)])
    const there = await sendMining(128, '100', 'AURA', '--to', '56', '--yes', '--account', `${ACCOUNT}`)
    expect(there.code, there.stderr).toBe(0)
    expect(body(there)).toMatchObject({ sourceChainId: 128, targetChainId: 56, status: { status: 'delivered' } })
    expect(body(there).approval).toMatch(/^0x/)
    expect(body(there).status.targetTx).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await auraOf(128).balanceOf(owner)).toBe(sent128 - out)
    expect(await auraOf(56).balanceOf(owner)).toBe(received56 + payoutOf(128, out))

    const back = parseEther('50')
    const [sent56, received128] = await Promise.all([auraOf(56).balanceOf(owner), auraOf(128).balanceOf(owner)])
    const home = await sendMining(56, '50', 'AURA', '--to', 'HECO', '--yes', '--account', `${ACCOUNT}`)
    expect(home.code, home.stderr).toBe(0)
    expect(await auraOf(56).balanceOf(owner)).toBe(sent56 - back)
    expect(await auraOf(128).balanceOf(owner)).toBe(received128 + payoutOf(56, back))

    const status = await fomo(128, 'bridge', 'status', body(there).code, ...withApi())
    expect(body(status)).toMatchObject({ code: body(there).code, status: 'delivered' })
    const records = await fomo(128, 'bridge', 'records', '--account', `${ACCOUNT}`, ...withApi())
    expect(body(records).list.map((row: { status: string; amount: string }) => [row.status, row.amount])).toEqual([
      ['delivered', back.toString()],
      ['delivered', out.toString()],
    ])
    await expectCsvMatchesChain([body(home), body(there)])
    // each reservation spent a consent the account's key signed (the server reserves nothing without one)
    const consents = await harness.server!.database.query<{ consent_nonce: string | null }>(
      'select consent_nonce::text from bridge_reservations where sender = $1',
      [owner.toLowerCase()],
    )
    expect(consents).toHaveLength(2)
    expect(new Set(consents.map((row) => row.consent_nonce)).size).toBe(2)
    expect(consents.every((row) => row.consent_nonce !== null)).toBe(true)
  })
})
