import type { Command } from 'commander'
import { FomoRouter__factory, WHT__factory } from '../../adapters/contracts/generated'
import { FomoError } from '../../domain/errors/FomoError'
import { formatUnits } from '../../domain/format/formatUnits'
import { parseDeadlineInput } from '../../domain/settings/parseDeadlineInput'
import { parseSlippageInput } from '../../domain/settings/parseSlippageInput'
import { DEFAULT_DEADLINE_SECONDS } from '../../domain/settings/settingsConstants'
import { blockedRecipients } from '../../domain/swap/blockedRecipients'
import { chooseSwapCall } from '../../domain/swap/chooseSwapCall'
import { inputErrorMessage } from '../../domain/swap/inputErrorMessage'
import { swapInputError } from '../../domain/swap/swapInputError'
import { wrapDirection } from '../../domain/swap/wrapDirection'
import { buildSwapCalls } from '../../domain/trade/buildSwapCalls'
import { computeSlippageAdjustedAmounts } from '../../domain/trade/computeSlippageAdjustedAmounts'
import { summarizeTrade } from '../../domain/trade/summarizeTrade'
import type { Trade } from '../../domain/trade/Trade'
import { GasEstimator } from '../../ports/GasEstimator'
import { Wallet } from '../../ports/Wallet'
import { approveRouter } from '../approveRouter'
import type { CliContext } from '../CliContext'
import type { ChainSession } from '../compositionRoot'
import { confirmInTerminal } from '../confirmInTerminal'
import { currencyBalance } from '../currencyBalance'
import { resolveRecipient } from '../resolveRecipient'
import { sendTracked } from '../sendTracked'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { type PreparedTrade, prepareTrade, printTradeSummary, type TradeRequest } from './quote'

const router = FomoRouter__factory.createInterface()
const wrappedNative = WHT__factory.createInterface()

interface SwapOptions {
  exactOut?: boolean
  slippage: string
  deadline: string
  recipient?: string
  yes?: boolean
  expert?: boolean
}

/**
 * `fomo swap <amount> <from> <to>`: quotes, checks the swap's inputs in the spec's order, approves the router when
 * needed, picks the router method by gas estimate and sends it. Nothing is sent when a check fails.
 */
export function registerSwapCommand(program: Command, context: CliContext): void {
  const command = program
    .command('swap')
    .description('swap tokens (or the native coin) along the best route; approves the router first when needed')
    .argument('<amount>', 'amount of <from> to sell (of <to> to buy with --exact-out)')
    .argument('<from>', 'token symbol or address, or the native coin (HT, BNB)')
    .argument('<to>', 'token symbol or address, or the native coin')
    .option('--exact-out', 'the amount is what to receive')
    .option('--slippage <percent>', 'slippage tolerance in percent, below 50', '0.5')
    .option('--deadline <minutes>', 'minutes until the swap expires', String(DEFAULT_DEADLINE_SECONDS / 60))
    .option('--recipient <address or name>', 'send the output to this address (or name) instead of the signer')
    .option('--yes', 'do not ask for confirmation (for scripts)')
    .option('--expert', 'allow a price impact above 15% (expert mode)')
  addSignerOptions(command).action(async (amount: string, from: string, to: string, options: SwapOptions) => {
    const { output } = context.config()
    const slippageBips = parseSlippageInput(options.slippage)
    const deadlineSeconds = parseDeadlineInput(options.deadline)
    const request: TradeRequest = { amount, from, to, exactOut: options.exactOut === true }
    const result = await context.withChain(
      signerOptionsOf(options as unknown as Record<string, unknown>),
      async (session) => {
        const account = await session.container.get<Wallet>(Wallet).address()
        const prepared = await prepareTrade(session, request) // amount and token errors come first (spec section 5)
        const recipient = options.recipient === undefined ? account : await resolveRecipient(session, options.recipient)
        await checkSwapInputs(session, account, prepared, recipient, slippageBips)
        const direction = wrapDirection(prepared.input, prepared.output)
        if (direction) {
          await confirmInTerminal('plain', {
            yes: options.yes === true,
            expert: false,
            question: `${direction} ${prepared.amount.raw} wei?`,
          })
          return {
            wrap: await sendWrap(session, direction, prepared.amount.raw),
            summary: undefined,
            approval: undefined,
            swap: undefined,
          }
        }
        const trade = prepared.trade!
        const summary = summarizeTrade(trade, slippageBips, options.expert === true)
        if (!output.json) printTradeSummary(output, summary)
        if (summary.confirmation === 'blocked') {
          throw new FomoError(
            `Price impact too high (${summary.priceImpact}): the swap is blocked above 15%. Trade a smaller amount, or pass --expert to allow it.`,
          )
        }
        await confirmInTerminal(summary.confirmation === 'typed-confirm' ? 'typed' : 'plain', {
          yes: options.yes === true,
          expert: options.expert === true,
          question: `Swap ${summary.input.exact} ${summary.input.symbol} for ${summary.output.exact} ${summary.output.symbol}?`,
        })
        const maximumIn = computeSlippageAdjustedAmounts(trade, slippageBips).maximumAmountIn
        const approval = await approveRouter(session, account, { currency: trade.inputAmount.currency, raw: maximumIn })
        const swap = await sendSwap(session, account, trade, { recipient, slippageBips, deadlineSeconds })
        return { wrap: undefined, summary, approval, swap }
      },
    )
    output.result(result, () => {
      if (result.wrap)
        return output.line(`${result.wrap.direction === 'wrap' ? 'Wrapped' : 'Unwrapped'}: ${result.wrap.hash}`)
      if (result.approval) output.line(`Approved ${result.summary!.input.symbol}: ${result.approval}`)
      output.line(`Swapped: ${result.swap!.hash} (${result.swap!.methodName})`)
    })
  })
}

async function checkSwapInputs(
  session: ChainSession,
  account: string,
  prepared: PreparedTrade,
  recipient: string,
  slippageBips: number,
): Promise<void> {
  const { input, output, amount, trade } = prepared
  const inputBalance = await currencyBalance(session, account, input)
  const error = swapInputError({
    account,
    inputCurrency: input,
    outputCurrency: output,
    parsedAmount: amount,
    to: recipient,
    blockedRecipients: blockedRecipients(session.config, session.record.contracts.migrator),
    trade,
    slippageBips,
    inputBalance: inputBalance === undefined ? undefined : { currency: input, raw: inputBalance },
  })
  if (error) throw new FomoError(inputErrorMessage(error), { details: { check: error.key } })
}

/** Wraps the native coin (`deposit`) or unwraps it (`withdraw`) through the wrapped-native contract. */
export async function sendWrap(session: ChainSession, direction: 'wrap' | 'unwrap', raw: bigint) {
  const { wrapped } = session.config.nativeCurrency
  const request =
    direction === 'wrap'
      ? { to: wrapped.address, data: wrappedNative.encodeFunctionData('deposit'), value: raw }
      : { to: wrapped.address, data: wrappedNative.encodeFunctionData('withdraw', [raw]) }
  const [from, to] =
    direction === 'wrap' ? [session.config.nativeCurrency, wrapped] : [wrapped, session.config.nativeCurrency]
  const summary = `${direction === 'wrap' ? 'Wrap' : 'Unwrap'} ${formatUnits(raw, 18)} ${from.symbol} to ${to.symbol}`
  const receipt = await sendTracked(session, request, { summary })
  return { direction, hash: receipt.transactionHash }
}

async function sendSwap(
  session: ChainSession,
  account: string,
  trade: Trade,
  options: { recipient: string; slippageBips: number; deadlineSeconds: number },
) {
  const { chainId, routerAddress } = session.config
  const deadline = BigInt(Math.floor(Date.now() / 1000) + options.deadlineSeconds)
  const calls = buildSwapCalls(trade, { recipient: options.recipient, slippageBips: options.slippageBips, deadline })
  const estimator = session.container.get<GasEstimator>(GasEstimator)
  const candidates = await Promise.all(
    calls.map(async (call) => {
      const data = router.encodeFunctionData(call.methodName as 'swapExactTokensForTokens', call.args as never)
      const outcome = await estimator.estimate(chainId, { from: account, to: routerAddress, data, value: call.value })
      return { call: { ...call, data }, outcome }
    }),
  )
  const { call, gasLimit } = chooseSwapCall(candidates)
  const summary = `Swap ${trade.inputAmount.currency.symbol} for ${trade.outputAmount.currency.symbol}`
  const receipt = await sendTracked(
    session,
    { to: routerAddress, data: call.data, value: call.value, gasLimit },
    { summary },
  )
  return { hash: receipt.transactionHash, methodName: call.methodName, blockNumber: receipt.blockNumber }
}
