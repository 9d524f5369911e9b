import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { BridgeService } from '../../../src/domain/bridge/BridgeService'
import { createToken } from '../../../src/domain/currency/createToken'
import type { FomoError } from '../../../src/domain/errors/FomoError'
import { InputRejectedError } from '../../../src/domain/errors/InputRejectedError'
import { InvalidRecipientError } from '../../../src/domain/errors/InvalidRecipientError'
import { type RecipientRisk, RiskyRecipientError } from '../../../src/domain/errors/RiskyRecipientError'
import { DkExchangeAction } from '../../../src/domain/exchange/DkExchangeAction'
import { ExchangeService } from '../../../src/domain/exchange/ExchangeService'
import type { RecipientOverride } from '../../../src/domain/input/RecipientOverride'
import { SendAction } from '../../../src/domain/swap/SendAction'
import { SwapAction } from '../../../src/domain/swap/SwapAction'
import { SwapService } from '../../../src/domain/swap/SwapService'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryBridgeApi } from '../../doubles/InMemoryBridgeApi'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryNameResolver } from '../../doubles/InMemoryNameResolver'
import { InMemoryTokenAllowances } from '../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { RecordingTypedDataSigner } from '../../doubles/RecordingTypedDataSigner'
import { SequenceNonces } from '../../doubles/SequenceNonces'
import { AURA_128, BRIDGE_128, bridgeChains, USDT_128 } from '../bridge/bridgeFixtures'
import { hecoConfig, hecoHusd, hecoUsdt } from '../support/fixtures'
import { hecoMdx, usdtMdx } from '../support/tradingGraph'

/**
 * Issue 28, "the recipient rule is the same for every action": send, swap, the DK exchange and the bridge, each built
 * over doubles at the ports, tried with the same recipients. Each attempt runs the whole flow (prepare, then approve
 * and send) and records every transaction submitted (approvals included), every consent the wallet signed and every
 * request to the bridge server, so a refusal that came after an approval would show.
 *
 * The outcomes differ only where the table says why: the swap's own 'Invalid recipient' of spec section 5 (the zero
 * address, the router and factory, a token of the trade) comes first, and --force does not lift it; the DK converter
 * and the bridge revert on the zero address, so they refuse it as invalid, --force or not; send pays it when forced.
 */

const E18 = 10n ** 18n
const ACCOUNT = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f'
const BOB = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
/** A contract on chain 128 that none of the actions knows: only the node can tell. */
const CONTRACT = `0x${'c0de'.padStart(40, '0')}`
const ZERO = `0x${'0'.repeat(40)}`
const CONVERTER = `0x${'c1'.padStart(40, '0')}`
const AURA = createToken({ chainId: 128, address: AURA_128, decimals: 18, symbol: 'AURA' })
const DK = createToken({ chainId: 128, address: `0x${'d1'.padStart(40, '0')}`, decimals: 18, symbol: 'DK' })
const DK2 = createToken({ chainId: 128, address: `0x${'d2'.padStart(40, '0')}`, decimals: 18, symbol: 'DK2' })

/** Who the attempt pays and how: `force` as the CLI's --force; `smartWallet`: the sender's own address holds code. */
interface Attempt {
  readonly recipient: string
  readonly force?: boolean
  readonly smartWallet?: boolean
}

/** What an attempt left behind: its error, if any, and everything it made happen (consents, server requests, transactions). */
interface Effects {
  readonly error: unknown
  readonly effects: readonly string[]
}

/** One action that pays a recipient, built afresh for each attempt. */
interface Payer {
  /** The token the action moves, a contract of chain 128. */
  readonly token: string
  /** The contract the action calls (the token itself for send, the router, the converter, the bridge). */
  readonly callee: string
  /** What the whole flow makes happen when nothing is refused. */
  readonly paid: readonly string[]
  attempt(attempt: Attempt): Promise<Effects>
}

/** The node of chain 128: every token and contract below holds code, as on a real chain; and the smart wallet. */
function chainCode(attempt: Attempt): InMemoryAccountCode {
  const code = new InMemoryAccountCode()
  const { routerAddress, factoryAddress, nativeCurrency } = hecoConfig
  const programme = [CONTRACT, CONVERTER, BRIDGE_128, AURA_128, USDT_128, DK.address, DK2.address]
  const market = [routerAddress, factoryAddress, nativeCurrency.wrapped.address, hecoUsdt.address, hecoMdx.address]
  for (const address of [...programme, ...market, hecoHusd.address]) code.contracts.add(address.toLowerCase())
  if (attempt.smartWallet) code.contracts.add(ACCOUNT)
  return code
}

const override = (attempt: Attempt): RecipientOverride => ({ force: attempt.force === true, hint: 'pass --force' })

/** The summaries of what was submitted: approvals and sends alike. */
const submitted = (submitter: InMemoryTransactionSubmitter) => submitter.submitted.map((s) => s.tracked.summary.kind)

async function outcome(run: () => Promise<unknown>, effects: () => readonly string[]): Promise<Effects> {
  try {
    await run()
    return { error: undefined, effects: effects() }
  } catch (error) {
    return { error, effects: effects() }
  }
}

const send: Payer = {
  token: AURA_128,
  callee: AURA_128, // transfer is called on the token
  paid: ['send'],
  async attempt(attempt) {
    const reads = new InMemoryChainReads()
    reads.setBalance(128, ACCOUNT, AURA, 3n * E18)
    const submitter = new InMemoryTransactionSubmitter()
    const clock = new ManualClock(1_700_000_000_000)
    const swaps = new SwapService(
      abiCalls,
      new InMemoryGasEstimator(),
      submitter,
      clock,
      chainCode(attempt),
      new ManualBlockTime(),
    )
    const action = new SendAction(reads, swaps)
    const order = {
      chainId: 128,
      account: ACCOUNT,
      currency: AURA,
      amount: '1',
      recipient: attempt.recipient,
      recipientOverride: override(attempt),
    }
    return outcome(
      async () => action.send(order, await action.prepare(order)),
      () => submitted(submitter),
    )
  },
}

const swap: Payer = {
  token: hecoMdx.address, // what the swap buys
  callee: hecoConfig.routerAddress,
  paid: ['approve', 'swap'],
  async attempt(attempt) {
    const reads = new InMemoryChainReads()
    reads.setReserves(128, usdtMdx.address, { reserve0: usdtMdx.reserve0, reserve1: usdtMdx.reserve1 })
    reads.setBalance(128, ACCOUNT, hecoUsdt, 100n * E18)
    const submitter = new InMemoryTransactionSubmitter()
    const gas = new InMemoryGasEstimator()
    const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
    const clock = new ManualClock(1_700_000_000_000)
    const swaps = new SwapService(abiCalls, gas, submitter, clock, chainCode(attempt), new ManualBlockTime())
    const action = new SwapAction(reads, approval, swaps)
    const order = {
      market: { config: hecoConfig, tokens: [hecoUsdt, hecoMdx, hecoConfig.nativeCurrency.wrapped] },
      migrator: undefined,
      request: { amount: '10', from: 'USDT', to: 'MDX', exactOut: false },
      account: ACCOUNT,
      recipient: attempt.recipient,
      slippageBips: 50,
      expertMode: false,
      recipientOverride: override(attempt),
    }
    return outcome(
      async () => action.send(order, await action.prepare(order), 1200),
      () => submitted(submitter),
    )
  },
}

const dkExchange: Payer = {
  token: DK2.address, // what the exchange pays out
  callee: CONVERTER,
  paid: ['approve', 'convertDk'],
  async attempt(attempt) {
    const reads = new InMemoryChainReads()
    reads.setBalance(128, ACCOUNT, DK, 10n ** 9n * E18)
    const terms = {
      dkConverterTerms: async () => ({
        dk: DK.address,
        dk2: DK2.address,
        baseNumber: 10n ** 8n,
        feeBps: 50,
        minimumDk: 10n ** 8n * E18,
        minimumDk2: E18,
      }),
    }
    const submitter = new InMemoryTransactionSubmitter()
    const gas = new InMemoryGasEstimator()
    const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
    const clocks = { clock: new ManualClock(), blocks: new ManualBlockTime() }
    const exchanges = new ExchangeService(abiCalls, gas, submitter, clocks, chainCode(attempt))
    const action = new DkExchangeAction(reads, terms, approval, exchanges)
    const order = {
      target: { chainId: 128, contract: CONVERTER, account: ACCOUNT },
      direction: 'toDk2',
      amount: '200000000',
      recipient: attempt.recipient,
      slippageBips: 50,
      deadlineSeconds: 1200,
      recipientOverride: override(attempt),
      tokenOf: (address: string) => [DK, DK2].find((known) => known.address === address),
    } as const
    return outcome(
      async () => action.send(await action.prepare(order)),
      () => submitted(submitter),
    )
  },
}

const bridge: Payer = {
  token: AURA_128, // what the bridge collects
  callee: BRIDGE_128,
  paid: ['consent', 'sign', 'approve', 'bridge'],
  async attempt(attempt) {
    const api = new InMemoryBridgeApi()
    api.chains = bridgeChains()
    const submitter = new InMemoryTransactionSubmitter()
    const gas = new InMemoryGasEstimator()
    const signer = new RecordingTypedDataSigner()
    const service = new BridgeService(
      api,
      abiCalls,
      gas,
      submitter,
      new InMemoryNameResolver(),
      new ManualClock(),
      signer,
      new ManualBlockTime(1_700_000_000),
      new SequenceNonces(),
      chainCode(attempt),
    )
    const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
    const input = {
      account: ACCOUNT,
      sourceChainId: 128,
      chains: api.chains,
      symbol: 'AURA',
      amountText: '100',
      balance: 1_000n * E18,
      recipient: attempt.recipient,
    }
    // as `fomo bridge send` and the bridge form approve: after the server signed
    const approve = async () =>
      void (await approval.approveIfNeeded({
        chainId: 128,
        account: ACCOUNT,
        amount: { currency: AURA, raw: 100n * E18 },
        spender: BRIDGE_128,
      }))
    const effects = () => [
      ...signer.signed.map(() => 'consent'),
      ...api.calls.map((call) => call.split(':')[0]!),
      ...submitted(submitter),
    ]
    return outcome(async () => service.send(await service.prepare(input, override(attempt)), { approve }), effects)
  },
}

const payers = { send, swap, dkExchange, bridge }
type Action = keyof typeof payers

/** Paid: the whole flow ran. Refused: this error, with these details, and nothing approved, signed, asked or sent. */
type Outcome = 'paid' | { readonly error: new (...args: never[]) => Error; readonly details: Record<string, unknown> }

const risky = (risk: RecipientRisk): Outcome => ({ error: RiskyRecipientError, details: { risk } })
/** Swap's own check (spec section 5, 'Invalid recipient'), which --force does not lift. */
const swapInvalid: Outcome = { error: InputRejectedError, details: { check: 'invalidRecipient' } }
const invalid: Outcome = { error: InvalidRecipientError, details: { typed: ZERO } }
const everyAction = (outcome: Outcome): Record<Action, Outcome> => ({
  send: outcome,
  swap: outcome,
  dkExchange: outcome,
  bridge: outcome,
})

const table: [string, (payer: Payer) => Attempt, Record<Action, Outcome>][] = [
  [
    'the zero address',
    () => ({ recipient: ZERO }),
    {
      send: risky('zero-address'),
      // spec section 5: the swap form's 'Invalid recipient' comes before the rule (swapInputError)
      swap: swapInvalid,
      // the converter and the bridge revert on it (ZeroAddress): not a risk to insist on, an invalid recipient
      dkExchange: invalid,
      bridge: invalid,
    },
  ],
  [
    'the zero address, insisting (--force)',
    () => ({ recipient: ZERO, force: true }),
    {
      send: 'paid', // a burn, as asked: the token's transfer (and a native send) to it goes through
      swap: swapInvalid,
      // a forced exchange or bridge transfer to it could only be signed, approved and then revert
      dkExchange: invalid,
      bridge: invalid,
    },
  ],
  [
    'the token the action moves',
    (payer) => ({ recipient: payer.token }),
    {
      ...everyAction(risky('contract')),
      swap: swapInvalid, // spec section 5: a token on the route is an 'Invalid recipient'
    },
  ],
  ['another of the chain’s tokens (HUSD)', () => ({ recipient: hecoHusd.address }), everyAction(risky('contract'))],
  [
    'the contract the action calls',
    (payer) => ({ recipient: payer.callee }),
    {
      ...everyAction(risky('contract')),
      swap: swapInvalid, // spec section 5's blocked list: the router, the factory, the migrator
    },
  ],
  ['some other contract with code', () => ({ recipient: CONTRACT }), everyAction(risky('contract'))],
  ['a contract, insisting (--force)', () => ({ recipient: CONTRACT, force: true }), everyAction('paid')],
  ['a plain account', () => ({ recipient: BOB }), everyAction('paid')],
  ['the sender itself', () => ({ recipient: ACCOUNT }), everyAction('paid')],
  [
    'the sender itself, a smart wallet holding code',
    () => ({ recipient: ACCOUNT, smartWallet: true }),
    everyAction('paid'),
  ],
]

describe('the recipient rule of every action that pays someone (issue 28)', () => {
  const cases = table.flatMap(([recipient, attempt, outcomes]) =>
    (Object.keys(payers) as Action[]).map((action) => [action, recipient, attempt, outcomes[action]] as const),
  )
  it.each(cases)('%s to %s', async (action, _recipient, attemptOf, expected) => {
    const payer = payers[action]
    const attempt = attemptOf(payer)
    const { error, effects } = await payer.attempt(attempt)
    if (expected === 'paid') {
      expect(error).toBeUndefined()
      expect(effects).toEqual(payer.paid)
      return
    }
    expect(error).toBeInstanceOf(expected.error)
    expect((error as FomoError).details).toMatchObject(expected.details)
    expect(effects).toEqual([]) // nothing approved, signed, asked of the server or sent
  })

  it('refuses a risky recipient with one message, whichever action pays it', async () => {
    const messages = await Promise.all(
      Object.values(payers).map(
        async (payer) => ((await payer.attempt({ recipient: CONTRACT })).error as Error).message,
      ),
    )
    // the same words; the bridge names the address as it resolved it, checksummed (lowercased here)
    const lowered = messages.map((message) => message.replace(/0x[0-9a-f]{40}/i, (address) => address.toLowerCase()))
    expect(new Set(lowered)).toEqual(
      new Set([
        `Recipient ${CONTRACT} is a contract: tokens sent to a contract that does not expect them are usually lost. Check the address, or pass --force to send anyway.`,
      ]),
    )
  })
})
