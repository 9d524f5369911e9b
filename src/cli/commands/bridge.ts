import type { Command } from 'commander'
import { FINAL_BRIDGE_STATUSES } from '../../domain/bridge/BridgeService'
import { formatBalance } from '../../domain/format/formatBalance'
import { bridgeRecordRows } from '../../domain/records/bridgeRecordRows'
import { readAllPages } from '../../domain/records/readAllPages'
import { recordsCsv } from '../../domain/records/recordsCsv'
import type { CliContext } from '../CliContext'
import { CSV_OPTION } from '../csvOption'
import { describeBridgeStatus } from '../describeBridgeStatus'
import { parseWholeNumber } from '../parseWholeNumber'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { API_OPTION, type BridgeOptions, routeOf, TO_OPTION } from './bridgeOptions'
import { registerBridgeSend } from './bridgeSend'

const AURA = 18

/**
 * `fomo bridge quote | send | status | records`: the cross-chain bridge from the session's chain (`--chain`) to its
 * peer, through the same BridgeService as `/acrossChain`: the fee, destroy amount, arrival and quota; the transfer
 * (approval first when needed), then its status line by line until it is delivered; a transfer's status; the records.
 */
export function registerBridgeCommand(program: Command, context: CliContext): void {
  const bridge = program
    .command('bridge')
    .description('move AURA, HJW, MGET, PNC or USDT between chain 128 and chain 56')
  for (const register of [registerQuote, registerBridgeSend, registerStatus, registerRecords]) register(bridge, context)
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
