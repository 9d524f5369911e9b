import { describe, expect, it } from 'vitest'
import { FomoBridge__factory } from '../../../src/adapters/contracts/generated'
import { BridgeService } from '../../../src/domain/bridge/BridgeService'
import { encodeBridgeCode } from '../../../src/domain/bridge/bridgeCode'
import { BRIDGE_CONSENT_STRUCT } from '../../../src/domain/bridge/bridgeConsent'
import { ApiError } from '../../../src/domain/errors/ApiError'
import { BelowBridgeMinimumError } from '../../../src/domain/errors/BelowBridgeMinimumError'
import { BridgeAmountRequiredError } from '../../../src/domain/errors/BridgeAmountRequiredError'
import { BridgeChainNotConfiguredError } from '../../../src/domain/errors/BridgeChainNotConfiguredError'
import { BridgeDeliveryTimeoutError } from '../../../src/domain/errors/BridgeDeliveryTimeoutError'
import { BridgeExceedsBalanceError } from '../../../src/domain/errors/BridgeExceedsBalanceError'
import { BridgeNegativeAmountError } from '../../../src/domain/errors/BridgeNegativeAmountError'
import { BridgeRecipientRequiredError } from '../../../src/domain/errors/BridgeRecipientRequiredError'
import { BridgeSignatureMismatchError } from '../../../src/domain/errors/BridgeSignatureMismatchError'
import { BridgeTokenNotListedError } from '../../../src/domain/errors/BridgeTokenNotListedError'
import { BridgeTransferFailedError } from '../../../src/domain/errors/BridgeTransferFailedError'
import { InvalidRecipientError } from '../../../src/domain/errors/InvalidRecipientError'
import { RiskyRecipientError } from '../../../src/domain/errors/RiskyRecipientError'
import { TransactionRejectedError } from '../../../src/domain/errors/TransactionRejectedError'
import { WalletNotConnectedError } from '../../../src/domain/errors/WalletNotConnectedError'
import { eip712Types } from '../../../src/domain/hash/eip712'
import type { BridgeStatusView } from '../../../src/ports/BridgeApi'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryBridgeApi } from '../../doubles/InMemoryBridgeApi'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryNameResolver } from '../../doubles/InMemoryNameResolver'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { RecordingTypedDataSigner } from '../../doubles/RecordingTypedDataSigner'
import { SequenceNonces } from '../../doubles/SequenceNonces'
import {
  ACCOUNT,
  AURA_56,
  AURA_128,
  BRIDGE_56,
  BRIDGE_128,
  bridgeChains,
  DESTROY,
  E18,
  RECIPIENT,
  statusOf,
  USDT_56,
} from './bridgeFixtures'

const bridgeAbi = FomoBridge__factory.createInterface()
/** A contract on the source chain that is neither a bridge nor one of its tokens. */
const CONTRACT = '0x00000000000000000000000000000000000c0de1'
/** A contract on the target chain (56) only: an account's address on the source chain. */
const TARGET_CONTRACT = '0x00000000000000000000000000000000000c0de2'

function setup() {
  const api = new InMemoryBridgeApi()
  api.chains = bridgeChains()
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  const names = new InMemoryNameResolver()
  const clock = new ManualClock()
  const signer = new RecordingTypedDataSigner()
  const blockTime = new ManualBlockTime(1_700_000_000)
  const code = new InMemoryAccountCode()
  code.contracts.add(CONTRACT)
  code.onChain(56).add(TARGET_CONTRACT)
  const nonces = new SequenceNonces()
  const bridge = new BridgeService(api, abiCalls, gas, submitter, names, clock, signer, blockTime, nonces, code)
  const transfer = {
    account: ACCOUNT,
    sourceChainId: 128,
    chains: api.chains,
    symbol: 'AURA',
    amountText: '100',
    balance: 1_000n * E18,
    recipient: RECIPIENT,
  }
  return { api, gas, submitter, names, clock, bridge, transfer, signer, blockTime }
}

describe('BridgeService: quote', () => {
  it('gives the destroy amount, the fee and the payout at the contract’s rates, and the quota left today', () => {
    const { bridge, api } = setup()
    const quote = bridge.quote(api.chains, 128, 'usdt', 12_345_678n)
    expect(quote.targetChainId).toBe(56)
    expect(quote.token.remoteAddress).toBe(USDT_56)
    // 2% destroyed and 0.1% fee, each rounded down on its own; the payout keeps the dust
    expect(quote.amounts).toEqual({ amount: 12_345_678n, destroyAmount: 246_913n, fee: 12_345n, payout: 12_086_420n })
    expect([quote.quota, quote.quotaDaily, quote.quotaResetsAt]).toEqual([9_000n * E18, 10_000n * E18, 1_700_006_400])
    expect(bridge.quote(api.chains, 56, 'AURA').amounts).toBeUndefined()
  })

  it('names the chains and tokens the bridge does carry', () => {
    const { bridge, api } = setup()
    expect(() => bridge.quote(api.chains, 1, 'AURA')).toThrow(BridgeChainNotConfiguredError)
    expect(() => bridge.quote(api.chains, 1, 'AURA')).toThrow('switch to chain 128 or 56')
    expect(() => bridge.quote(api.chains, 128, 'DK')).toThrow(BridgeTokenNotListedError)
    expect(() => bridge.quote(api.chains, 128, 'DK')).toThrow('choose one of AURA, USDT')
  })
})

describe('BridgeService: the checks of spec section 5, in order, before anything is sent', () => {
  it.each([
    ['no wallet', { account: undefined }, WalletNotConnectedError],
    ['a negative amount', { amountText: '-1' }, BridgeNegativeAmountError],
    ['no amount', { amountText: '' }, BridgeAmountRequiredError],
    ['a zero amount', { amountText: '0.000' }, BridgeAmountRequiredError],
    ['more than the balance', { amountText: '1000.000000000000000001' }, BridgeExceedsBalanceError],
    ['less than the bridge takes (0.01 AURA)', { amountText: '0.009999999999999999' }, BelowBridgeMinimumError],
    ['no recipient', { recipient: '  ' }, BridgeRecipientRequiredError],
    ['no recipient, no amount: the amount first', { recipient: '', amountText: '' }, BridgeAmountRequiredError],
  ])('refuses %s', async (_case, change, Expected) => {
    const { bridge, transfer, api, submitter } = setup()
    await expect(bridge.transfer({ ...transfer, ...change })).rejects.toBeInstanceOf(Expected)
    expect(api.calls).toEqual([])
    expect(submitter.submitted).toEqual([])
  })

  it('takes the whole balance, and resolves a recipient’s name; refuses text that is neither', async () => {
    const { bridge, transfer, names } = setup()
    expect(bridge.check({ ...transfer, amountText: '1000' }).amount).toBe(1_000n * E18)
    names.register('bob.fomo.eth', RECIPIENT)
    await expect(bridge.resolveRecipient(128, ' Bob.Fomo.eth ')).resolves.toBe(RECIPIENT)
    await expect(bridge.resolveRecipient(128, 'nobody.fomo.eth')).rejects.toBeInstanceOf(InvalidRecipientError)
    await expect(bridge.transfer({ ...transfer, recipient: '0x1234' })).rejects.toBeInstanceOf(InvalidRecipientError)
  })
})

describe('BridgeService: transfer', () => {
  it('asks the server to sign the amount in token units, checks its terms and sends collectionToken as signed', async () => {
    const { bridge, transfer, api, submitter } = setup()
    const steps: string[] = []
    const sent = await bridge.transfer({ ...transfer, amountText: '100.5' }, (step) => steps.push(step))
    expect(steps).toEqual(['signing', 'collecting'])
    expect(api.calls).toEqual([`sign:${ACCOUNT}:${RECIPIENT}:100.5:56:AURA`])
    const code = encodeBridgeCode({ recipient: RECIPIENT, targetChainId: 56, nonce: 1n })
    expect([sent.code, sent.recipient.toLowerCase()]).toEqual([code, RECIPIENT])
    const [only] = submitter.submitted
    expect(only?.chainId).toBe(128)
    expect(only?.request.to).toBe(BRIDGE_128)
    expect(only?.tracked.summary).toEqual({ kind: 'bridge', amount: '100.5', symbol: 'AURA', targetChain: '56' })
    const call = bridgeAbi.parseTransaction({ data: only?.request.data ?? '' })
    const amount = 1005n * 10n ** 17n
    expect([call?.name, ...(call?.args.toArray() ?? [])]).toEqual([
      'collectionToken',
      expect.stringMatching(new RegExp(AURA_128.slice(2), 'i')),
      amount,
      (amount * 200n) / 10_000n,
      expect.stringMatching(new RegExp(DESTROY.slice(2), 'i')),
      BigInt(api.now + 600),
      code,
      27n,
      `0x${'11'.repeat(32)}`,
      `0x${'22'.repeat(32)}`,
    ])
  })

  it('has the wallet sign the sender’s consent to exactly these terms first, valid 10 minutes of chain time', async () => {
    const { bridge, transfer, api, signer, blockTime } = setup()
    blockTime.times.set(128, 1_600_000_000) // the chain's clock, far from the wall clock's: the deadline counts from it
    const steps: string[] = []
    await bridge.transfer(transfer, (step) => steps.push(step))
    expect(signer.signed).toEqual([
      {
        domain: { name: 'FomoSwap bridge request', version: '1', chainId: 128, verifyingContract: BRIDGE_128 },
        types: eip712Types(BRIDGE_CONSENT_STRUCT),
        value: {
          sender: ACCOUNT,
          recipient: RECIPIENT,
          token: AURA_128,
          amount: 100n * E18,
          targetChainId: 56n,
          nonce: 1n,
          deadline: 1_600_000_600n,
        },
      },
    ])
    expect(api.consents).toEqual([{ nonce: 1n, deadline: 1_600_000_600, signature: signer.signature }])
    expect(steps).toEqual(['signing', 'collecting'])
    await bridge.transfer(transfer)
    expect(api.consents.map((consent) => consent.nonce)).toEqual([1n, 2n]) // a fresh nonce each transfer
  })

  it('asks the server nothing when the wallet does not sign the consent: nothing reserved, nothing to give back', async () => {
    const { bridge, transfer, api, signer, submitter } = setup()
    signer.refuseWith = new TransactionRejectedError()
    await expect(bridge.transfer(transfer)).rejects.toBeInstanceOf(TransactionRejectedError)
    expect(api.calls).toEqual([])
    expect(submitter.submitted).toEqual([])
  })

  it.each([
    [
      'another recipient',
      { code: encodeBridgeCode({ recipient: ACCOUNT, targetChainId: 56, nonce: 1n }) },
      'recipient',
    ],
    [
      'another target chain',
      { code: encodeBridgeCode({ recipient: RECIPIENT, targetChainId: 1, nonce: 1n }) },
      'target chain',
    ],
    ['another bridge', { bridge: DESTROY }, 'bridge'],
    ['another token', { token: USDT_56 }, 'token'],
    ['another amount', { totalAmount: 101n * E18 }, 'amount'],
    ['a larger fee', { fee: 1n * E18 }, 'fee'],
    ['a nonce the code does not carry', { nonce: 2n }, 'nonce'],
  ])('sends nothing when the server signed %s, and asks the quota back', async (_case, change, field) => {
    const { bridge, transfer, api, submitter } = setup()
    api.tamper = (signed) => ({ ...signed, ...change })
    const failure = bridge.transfer(transfer)
    await expect(failure).rejects.toBeInstanceOf(BridgeSignatureMismatchError)
    await expect(failure).rejects.toMatchObject({ details: { field } })
    expect(submitter.submitted).toEqual([])
    expect(api.calls.at(-1)).toMatch(new RegExp(`^return:${ACCOUNT}:${RECIPIENT}:0x`))
  })

  it('asks the quota back when the collection would revert, and says why', async () => {
    const { bridge, transfer, api, gas, submitter } = setup()
    // the call data is known only once signed: every estimate of the bridge call reverts
    gas.estimate = async () => ({ kind: 'reverted', reason: 'CollectionExpired(1700000600)' })
    const failure = bridge.transfer(transfer)
    await expect(failure).rejects.toBeInstanceOf(BridgeTransferFailedError)
    await expect(failure).rejects.toThrow('Transfer failed: CollectionExpired(1700000600)')
    expect(submitter.submitted).toEqual([])
    expect(api.calls.filter((call) => call.startsWith('return:'))).toHaveLength(1)
  })

  it('asks the quota back when the wallet rejects, and tells what came back', async () => {
    const { bridge, transfer, api, submitter } = setup()
    submitter.failWith = new TransactionRejectedError()
    await expect(bridge.transfer(transfer)).rejects.toBeInstanceOf(TransactionRejectedError)
    expect(api.calls.filter((call) => call.startsWith('return:'))).toHaveLength(1)
    api.returned = 100n * E18
    await expect(bridge.returnQuota(ACCOUNT, RECIPIENT, '0x01')).resolves.toBe(100n * E18)
    api.returned = undefined // refused while the code can still land: it comes back by itself at the deadline
    await expect(bridge.returnQuota(ACCOUNT, RECIPIENT, '0x01')).resolves.toBe(0n)
  })

  it('asks the quota back when the collection fails on chain after the submitter resolved on its hash (the app)', async () => {
    const { bridge, transfer, api, submitter } = setup()
    const returned = () => api.calls.filter((call) => call.startsWith('return:'))
    const failing = await bridge.transfer(transfer)
    expect(returned()).toEqual([])
    submitter.settle(failing.hash, 'failed')
    await expect(failing.settled).resolves.toBe('failed')
    await new Promise((resolve) => setImmediate(resolve))
    expect(returned()).toEqual([`return:${ACCOUNT}:${RECIPIENT}:${failing.code}`])
    const landing = await bridge.transfer(transfer)
    submitter.settle(landing.hash, 'confirmed')
    await expect(landing.settled).resolves.toBe('confirmed')
    await new Promise((resolve) => setImmediate(resolve))
    expect(returned()).toHaveLength(1) // a collection that landed keeps its quota
  })

  it('passes a refusal of the server on, with nothing to give back', async () => {
    const { bridge, transfer, api } = setup()
    api.refuseWith = new ApiError(4003, 'Exceeds today’s remaining quota of 9000 AURA')
    await expect(bridge.transfer(transfer)).rejects.toThrow('remaining quota')
    expect(api.calls).toHaveLength(1)
  })
})

describe('BridgeService: prepare, and what comes before any transaction (issue 28)', () => {
  it.each([
    ['the token sent, on the source chain', AURA_128],
    ['its twin on the target chain (no node of that chain asked)', AURA_56],
    ['a bridge', BRIDGE_56],
    ['a contract on the source chain', CONTRACT],
    ['a contract on the target chain only, where the transfer pays it', TARGET_CONTRACT],
  ])('refuses %s as recipient, as send and swap do, asking the server nothing', async (_case, recipient) => {
    const { bridge, transfer, api, submitter } = setup()
    await expect(bridge.prepare({ ...transfer, recipient })).rejects.toBeInstanceOf(RiskyRecipientError)
    await expect(bridge.transfer({ ...transfer, recipient })).rejects.toThrow(
      new RegExp(`^Recipient ${recipient} is `, 'i'),
    )
    expect([api.calls, submitter.submitted]).toEqual([[], []])
  })

  it('refuses the zero address even when the sender insists: the bridge reverts on it (ZeroAddress)', async () => {
    const { bridge, transfer, api, submitter, signer } = setup()
    const zero = { ...transfer, recipient: `0x${'0'.repeat(40)}` }
    await expect(bridge.prepare(zero)).rejects.toBeInstanceOf(InvalidRecipientError)
    const forced = bridge.transfer(zero, () => {}, { recipientOverride: { force: true, hint: 'pass --force' } })
    await expect(forced).rejects.toBeInstanceOf(InvalidRecipientError)
    expect([signer.signed, api.calls, submitter.submitted]).toEqual([[], [], []])
  })

  it('pays a contract when the sender insists, and its own (smart) account always', async () => {
    const { bridge, transfer } = setup()
    const forced = await bridge.prepare({ ...transfer, recipient: CONTRACT }, { force: true, hint: 'pass --force' })
    expect(forced.recipient.toLowerCase()).toBe(CONTRACT)
    const own = await bridge.prepare({ ...transfer, account: CONTRACT, recipient: CONTRACT })
    expect([own.recipient.toLowerCase(), own.amounts.payout]).toEqual([CONTRACT, 977n * 10n ** 17n])
  })

  it('asks for the approval only after the server signed: a quota or rate-limit refusal approves nothing', async () => {
    const { bridge, transfer, api, submitter } = setup()
    const approvals: string[] = []
    const approve = async () => void approvals.push('approve')
    api.refuseWith = new ApiError(4003, 'Exceeds today’s remaining quota of 9000 AURA')
    await expect(bridge.transfer(transfer, () => {}, { approve })).rejects.toThrow('remaining quota')
    api.refuseWith = new ApiError(429, 'Too many requests: try again in 60 s')
    await expect(bridge.transfer(transfer, () => {}, { approve })).rejects.toThrow('Too many requests')
    expect([approvals, submitter.submitted]).toEqual([[], []])

    api.refuseWith = undefined
    const steps: string[] = []
    await bridge.transfer(transfer, (step) => steps.push(step), { approve })
    expect([steps, approvals, submitter.submitted.length]).toEqual([
      ['signing', 'approving', 'collecting'],
      ['approve'],
      1,
    ])
  })

  it('asks the quota back when the approval fails', async () => {
    const { bridge, transfer, api, submitter } = setup()
    const approve = () => Promise.reject(new TransactionRejectedError())
    await expect(bridge.transfer(transfer, () => {}, { approve })).rejects.toBeInstanceOf(TransactionRejectedError)
    expect(submitter.submitted).toEqual([])
    expect(api.calls.filter((call) => call.startsWith('return:'))).toHaveLength(1)
  })

  it('quotes an amount as typed, read once by the rule of the transfer', () => {
    const { bridge, api } = setup()
    expect(bridge.quoteTyped(api.chains, 128, 'AURA', '100').amounts?.payout).toBe(977n * 10n ** 17n)
    expect(() => bridge.quoteTyped(api.chains, 128, 'AURA', '-1')).toThrow(BridgeNegativeAmountError)
    expect(() => bridge.quoteTyped(api.chains, 128, 'AURA', '')).toThrow(BridgeAmountRequiredError)
  })
})

describe('BridgeService: status and records', () => {
  const code = encodeBridgeCode({ recipient: RECIPIENT, targetChainId: 56, nonce: 1n })

  it('reads the status every interval until it is final, going on after a failed read', async () => {
    const { bridge, api, clock } = setup()
    api.statuses.set(code, [
      statusOf(code, 'signed'),
      new ApiError(-1, 'Could not reach the server'),
      statusOf(code, 'collected', { confirmations: 1, sourceTx: '0xaa' }),
      statusOf(code, 'relaying', { confirmations: 2 }),
      statusOf(code, 'delivered', { targetTx: '0xbb' }),
    ])
    const seen: string[] = []
    const errors: unknown[] = []
    bridge.watchStatus(code, (status) => seen.push(`${status.status}:${status.confirmations}`), {
      intervalMs: 1_000,
      onError: (error) => errors.push(error),
    })
    await clock.advance(0)
    expect(seen).toEqual(['signed:0'])
    await clock.advance(10_000)
    expect(seen).toEqual(['signed:0', 'collected:1', 'relaying:2', 'delivered:0'])
    expect(errors).toHaveLength(1)
    expect(clock.pending()).toBe(0) // nothing more is read once delivered
  })

  it('stops when told', async () => {
    const { bridge, api, clock } = setup()
    api.statuses.set(code, [statusOf(code, 'signed')])
    const stop = bridge.watchStatus(code, () => {}, { intervalMs: 1_000 })
    await clock.advance(2_500)
    stop()
    await clock.advance(10_000)
    expect(api.calls).toHaveLength(3)
  })

  it('waits for the final status, or says how to look later', async () => {
    const { bridge, api, clock } = setup()
    api.statuses.set(code, [statusOf(code, 'collected'), statusOf(code, 'expired')])
    const final = bridge.waitForFinal(code, { timeoutMs: 60_000, intervalMs: 1_000 })
    await clock.advance(1_000)
    await expect(final).resolves.toMatchObject({ status: 'expired' })

    api.statuses.set(code, [statusOf(code, 'relaying', { attempts: 2, lastError: 'nonce too low' })])
    const seen: BridgeStatusView[] = []
    const late = bridge.waitForFinal(code, { timeoutMs: 5_000, intervalMs: 1_000, onStatus: (s) => seen.push(s) })
    const outcome = late.catch((error: unknown) => error)
    await clock.advance(5_000)
    const error = await outcome
    expect(error).toBeInstanceOf(BridgeDeliveryTimeoutError)
    expect(String(error)).toContain(`is still relaying after 5 s`)
    expect(String(error)).toContain(`fomo bridge status ${code} --watch`)
    expect(seen.length).toBeGreaterThanOrEqual(5)
    expect(seen[0]?.lastError).toBe('nonce too low')
  })

  it('reads records by the lower-case account, from page 1', async () => {
    const { bridge, api } = setup()
    api.pages = [{ page: 1, total: 0, hasMore: false, list: [] }]
    await bridge.records(ACCOUNT.toUpperCase().replace('0X', '0x'), 0)
    expect(api.calls).toEqual([`records:${ACCOUNT}:1`])
  })
})
