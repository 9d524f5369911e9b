import type { Command } from 'commander'
import type { BridgeService } from '../../domain/bridge/BridgeService'
import { FINAL_BRIDGE_STATUSES } from '../../domain/bridge/BridgeService'
import { createToken } from '../../domain/currency/createToken'
import { formatBalance } from '../../domain/format/formatBalance'
import { bridgeRecordRows } from '../../domain/records/bridgeRecordRows'
import { readAllPages } from '../../domain/records/readAllPages'
import { recordsCsv } from '../../domain/records/recordsCsv'
import type { BridgeChainView, BridgeStatusView } from '../../ports/BridgeApi'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { confirmInTerminal } from '../confirmInTerminal'
import { CSV_OPTION } from '../csvOption'
import { DEFAULT_API_URL } from '../defaultApiUrl'
import { describeBridgeStatus } from '../describeBridgeStatus'
import { BridgeNotDeliveredError } from '../errors/BridgeNotDeliveredError'
import { BridgeTargetChainError } from '../errors/BridgeTargetChainError'
import { FORCE_HINT } from '../forceHint'
import { parseWholeNumber } from '../parseWholeNumber'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

const CHAIN_NAMES: Readonly<Record<string, number>> = { HECO: 128, BSC: 56 }
const AURA = 18

/** The target chain `--to` names (an id, HECO or BSC), checked against where the bridge goes; the peer by default. */
function targetOf(asked: string | undefined, source: BridgeChainView): number {
  if (asked === undefined) return source.peerChainId
  const chainId = CHAIN_NAMES[asked.toUpperCase()] ?? Number(asked)
  if (chainId !== source.peerChainId) throw new BridgeTargetChainError(asked, source.chainId, source.peerChainId)
  return chainId
}

/** The options every bridge command takes: the API server, and `--to` (or `--to-chain`) where a transfer goes. */
interface BridgeOptions {
  api: string
  to?: string
  toChain?: string
}

/** Reads the config and the route of `symbol` from the session's chain (the checks of `--to` included). */
async function routeOf(bridge: BridgeService, session: ChainSession, account: string, symbol: string, to?: string) {
  const chains = await bridge.config(account)
  const route = bridge.quote(chains, session.config.chainId, symbol)
  targetOf(to, route.source)
  return { chains, route }
}

/** `fomo bridge send`'s options, parsed. */
interface BridgeSendOptions extends SignerOptions, BridgeOptions {
  recipient?: string
  force?: true
  yes?: true
  /** false with --no-wait. */
  wait: boolean
  timeout: number
}

const API_OPTION = ['--api <url>', 'base URL of the FomoSwap API server', DEFAULT_API_URL] as const
const TO_OPTION = [
  '--to <chain>',
  'the target chain: 56 or BSC from 128, 128 or HECO from 56 (its peer by default)',
] as const

/**
 * `fomo bridge quote | send | status | records`: the cross-chain bridge from the session's chain (`--chain`) to its
 * peer, through the same BridgeService as `/acrossChain`: the fee, destroy amount, arrival and quota; the transfer
 * (approval first when needed), then its status line by line until it is delivered; a transfer's status; the records.
 */
export function registerBridgeCommand(program: Command, context: CliContext): void {
  const bridge = program
    .command('bridge')
    .description('move AURA, HJW, MGET, PNC or USDT between chain 128 and chain 56')
  for (const register of [registerQuote, registerSend, registerStatus, registerRecords]) register(bridge, context)
}

function registerQuote(bridge: Command, context: CliContext): void {
  addReaderOptions(
    bridge
      .command('quote')
      .description('what a transfer comes to: fee, destroy amount, what arrives, your quota left today')
      .argument('<amount>')
      .argument('<token>')
      .option(...TO_OPTION)
      .option('--to-chain <chain>', 'the same as --to')
      .option(...API_OPTION),
    'whose quota',
  ).action(async (amountText: string, symbol: string, options: ReaderOptions & BridgeOptions) => {
    const { output } = context.config()
    const result = await context.withChain(readerSigner(options), async (session) => {
      const service = session.bridge(options.api)
      const account = await readerAccount(session, options)
      const { chains } = await routeOf(service, session, account, symbol, options.to ?? options.toChain)
      const quote = service.quoteTyped(chains, session.config.chainId, symbol, amountText)
      const { token, source, targetChainId, amounts } = quote
      return {
        token: token.symbol,
        sourceChainId: source.chainId,
        targetChainId,
        amount: amounts?.amount ?? 0n,
        fee: amounts?.fee ?? 0n,
        destroyAmount: amounts?.destroyAmount ?? 0n,
        payout: amounts?.payout ?? 0n,
        serviceBps: token.serviceBps,
        destroyBps: source.destroyBps,
        quota: quote.quota,
        quotaDaily: quote.quotaDaily,
        quotaResetsAt: quote.quotaResetsAt,
        confirmations: source.confirmations,
        decimals: token.decimals,
      }
    })
    output.result(result, () => {
      const units = (value: bigint) => `${formatBalance(value, result.decimals)} ${result.token}`
      output.line(`${units(result.amount)} from chain ${result.sourceChainId} to chain ${result.targetChainId}`)
      const resets = new Date(result.quotaResetsAt * 1000).toISOString()
      const figures = [
        [`service fee (${result.serviceBps / 100}%)`, units(result.fee)],
        [`destroyed (${result.destroyBps / 100}%)`, units(result.destroyAmount)],
        ['arrives', units(result.payout)],
        [
          'quota left today',
          `${formatBalance(result.quota, AURA)} of ${formatBalance(result.quotaDaily, AURA)} AURA (resets ${resets}; pledge LP to raise it)`,
        ],
        ['paid out after', `${result.confirmations} confirmations on chain ${result.sourceChainId}`],
      ]
      // one column of figures, whatever the rates' widths
      const width = Math.max(...figures.map(([label]) => label!.length))
      for (const [label, figure] of figures) output.line(`  ${label!.padEnd(width)}  ${figure}`)
    })
  })
}

function registerSend(bridge: Command, context: CliContext): void {
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
      .option('--force', 'send even to the zero address or a contract, where tokens are usually lost')
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

function registerStatus(bridge: Command, context: CliContext): void {
  bridge
    .command('status')
    .description("a transfer's status (signed, collected k/N, relaying, delivered, expired, returned)")
    .argument('<code>')
    .option('--watch', 'print each change until it is delivered or can no longer be')
    .option('--timeout <seconds>', 'how long to watch', parseWholeNumber, 300)
    .option(...API_OPTION)
    .action(async (code: string, options: { api: string; watch?: true; timeout: number }) => {
      const { output } = context.config()
      const status = await context.withChain(undefined, async (session) => {
        const service = session.bridge(options.api)
        if (options.watch !== true) return service.status(code)
        let last = ''
        return service.waitForFinal(code, {
          timeoutMs: options.timeout * 1000,
          onStatus: (next) => {
            const line = describeBridgeStatus(next)
            if (line !== last && !FINAL_BRIDGE_STATUSES.includes(next.status)) output.line(line)
            last = line
          },
        })
      })
      output.result(status, () => output.line(`${status.code}: ${describeBridgeStatus(status)}`))
    })
}

function registerRecords(bridge: Command, context: CliContext): void {
  addReaderOptions(
    bridge
      .command('records')
      .description('your transfers on both chains, newest first; --csv exports them all')
      .option('--page <n>', 'which page (10 a page)', parseWholeNumber, 1)
      .option(...CSV_OPTION)
      .option(...API_OPTION),
    'whose records',
  ).action(async (options: ReaderOptions & { api: string; page: number; csv?: true }) => {
    const { output } = context.config()
    const { page, decimals, csv } = await context.withChain(readerSigner(options), async (session) => {
      const service = session.bridge(options.api)
      const account = await readerAccount(session, options)
      const [page, chains] = await Promise.all([
        options.csv ? undefined : service.records(account, options.page),
        service.config(account),
      ])
      const decimals = new Map(
        chains.flatMap((chain) => chain.tokens.map((token) => [`${chain.chainId}:${token.symbol}`, token.decimals])),
      )
      const decimalsOf = (chainId: number, symbol: string) => decimals.get(`${chainId}:${symbol}`) ?? 18
      const csv = options.csv
        ? recordsCsv(bridgeRecordRows(await readAllPages((n) => service.records(account, n)), account, decimalsOf))
        : undefined
      return { page, decimals: decimalsOf, csv }
    })
    if (csv !== undefined || !page) return output.csv(csv ?? '')
    output.result(page, () => {
      if (page.list.length === 0) output.line('No transfer record')
      for (const record of page.list) {
        const when = record.time ? new Date(record.time * 1000).toISOString().replace('T', ' ').slice(0, 19) : '—'
        output.line(
          `${when}  ${formatBalance(record.amount, decimals(record.sourceChainId, record.token))} ${record.token} ${record.sourceChainId} → ${record.targetChainId}  ${record.status}  ${record.sourceTx ?? ''} ${record.targetTx ?? ''}`.trimEnd(),
        )
      }
      if (page.hasMore) output.line(`more: --page ${page.page + 1}`)
    })
  })
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
