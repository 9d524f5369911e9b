import type { Command } from 'commander'
import type { BridgeService } from '../../domain/bridge/BridgeService'
import { createToken } from '../../domain/currency/createToken'
import { formatBalance } from '../../domain/format/formatBalance'
import type { BridgeStatusView } from '../../ports/BridgeApi'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { confirmInTerminal } from '../confirmInTerminal'
import { describeBridgeStatus } from '../describeBridgeStatus'
import { BridgeNotDeliveredError } from '../errors/BridgeNotDeliveredError'
import { FORCE_HINT } from '../forceHint'
import { parseWholeNumber } from '../parseWholeNumber'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { API_OPTION, type BridgeOptions, routeOf, TO_OPTION } from './bridgeOptions'

/** `fomo bridge send`'s options, parsed. */
interface BridgeSendOptions extends SignerOptions, BridgeOptions {
  recipient?: string
  force?: true
  yes?: true
  /** false with --no-wait. */
  wait: boolean
  timeout: number
}

/** `fomo bridge send`: the transfer, approval after the server signed, then its status until it is delivered. */
export function registerBridgeSend(bridge: Command, context: CliContext): void {
  addSignerOptions(
    bridge
      .command('send')
      .description(
        'transfer to the peer chain: the server signs, the bridge is approved, then waits for delivery unless --no-wait',
      )
      .argument('<amount>')
      .argument('<token>')
      .option(...TO_OPTION)
      .option('--to-chain <chain>', 'the same as --to')
      .option('--recipient <address>', 'who receives on the target chain, an address or a name (default: you)')
      .option('--force', 'send even to a contract, where tokens are usually lost (never to the zero address)')
      .option('--yes', 'do not ask for confirmation (for scripts)')
      .option('--no-wait', 'return once the collection is mined, without waiting for delivery')
      .option('--timeout <seconds>', 'how long to wait for delivery', parseWholeNumber, 300)
      .option(...API_OPTION),
  ).action(async (amountText: string, symbol: string, options: BridgeSendOptions) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), (session) =>
      sendTransfer(session, amountText, symbol, options, output),
    )
    output.result(result, () =>
      output.line(
        result.status
          ? `Successful transfer: ${result.code} delivered on chain ${result.targetChainId}: ${result.status.targetTx ?? ''}`
          : `Sent: follow it with \`fomo bridge status ${result.code} --watch\``,
      ),
    )
  })
}

/**
 * Checks the transfer, asks for confirmation, sends it (the server signs, then the bridge is approved and the
 * collection sent) and, unless --no-wait, follows it until it is delivered.
 */
async function sendTransfer(
  session: ChainSession,
  amountText: string,
  symbol: string,
  options: BridgeSendOptions,
  output: { line(text: string): void },
) {
  const { account, services } = session.signer()
  const service = session.bridge(options.api)
  const sourceChainId = session.config.chainId
  const { token, checked } = await checkTransfer(session, service, account, amountText, symbol, options)
  const units = (value: bigint) => `${formatBalance(value, token.decimals)} ${token.symbol}`
  await confirmInTerminal('plain', {
    yes: options.yes === true,
    expert: false,
    question: `Transfer ${units(checked.amount)} from chain ${sourceChainId} to ${checked.recipient} on chain ${checked.targetChainId}: ${units(checked.amounts.payout)} arrive?`,
  })
  let approval: string | undefined
  // the approval comes after the server signed: a transfer it refuses (the quota, its rate limit) approves nothing
  const approve = async () => {
    const sent = await services.approval.approveIfNeeded({
      chainId: sourceChainId,
      account,
      amount: { currency: token, raw: checked.amount },
      spender: checked.source.bridge,
    })
    approval = sent?.hash
    if (sent) output.line(`approved the bridge: ${sent.hash}`)
  }
  const steps = {
    signing: 'asking the server to sign…',
    approving: undefined,
    collecting: 'sending the collection…',
  }
  const sent = await service.send(checked, {
    approve,
    onStep: (step) => {
      const line = steps[step]
      if (line) output.line(line)
    },
  })
  output.line(`collection sent: ${sent.hash} (code ${sent.code})`)
  const summary = {
    code: sent.code,
    hash: sent.hash,
    approval,
    recipient: sent.recipient,
    sourceChainId,
    targetChainId: checked.targetChainId,
    amount: checked.amount,
    payout: sent.signature.payout,
  }
  if (options.wait === false) return { ...summary, status: undefined as BridgeStatusView | undefined }
  return { ...summary, status: await followToDelivery(service, sent.code, token.decimals, options.timeout, output) }
}

/**
 * Every check that can be made here, once (the amount and the balance read once): the route and `--to`, then the
 * service's checks and recipient rule, so nothing is signed or approved for a transfer that cannot go.
 */
async function checkTransfer(
  session: ChainSession,
  service: BridgeService,
  account: string,
  amountText: string,
  symbol: string,
  options: BridgeSendOptions,
) {
  const sourceChainId = session.config.chainId
  const { chains, route } = await routeOf(service, session, account, symbol, options.to ?? options.toChain)
  const token = createToken({
    chainId: sourceChainId,
    address: route.token.address,
    decimals: route.token.decimals,
    symbol: route.token.symbol,
  })
  const [balance = 0n] = await session.ports.reads.balancesOf(sourceChainId, account, [token])
  const recipientOverride = { force: options.force === true, hint: FORCE_HINT }
  const checked = await service.prepare(
    { account, sourceChainId, chains, symbol, amountText, balance, recipient: options.recipient ?? account },
    recipientOverride,
  )
  return { token, checked }
}

/** Waits for the transfer of `code` to be delivered, printing each new status line; throws when it ends otherwise. */
async function followToDelivery(
  service: BridgeService,
  code: string,
  decimals: number,
  timeoutSeconds: number,
  output: { line(text: string): void },
): Promise<BridgeStatusView> {
  let last = ''
  const status = await service.waitForFinal(code, {
    timeoutMs: timeoutSeconds * 1000,
    onStatus: (next) => {
      const line = describeBridgeStatus(next, decimals)
      if (line !== last) output.line(line)
      last = line
    },
  })
  if (status.status !== 'delivered') throw new BridgeNotDeliveredError(code, status.status)
  return status
}
