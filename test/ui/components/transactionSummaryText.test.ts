import { describe, expect, it } from 'vitest'
import { FormatjsTranslator } from '../../../src/adapters/browser/FormatjsTranslator'
import { describeTransaction } from '../../../src/domain/transactions/describeTransaction'
import type { TransactionSummary } from '../../../src/domain/transactions/TransactionSummary'
import { transactionSummaryText } from '../../../src/ui/components/transactionSummaryText'
import type { MessageId } from '../../../src/ui/locales/en'
import { loadMessages } from '../../../src/ui/locales/loadMessages'
import { SUPPORTED_LOCALES } from '../../../src/ui/locales/supportedLocales'

const pair = { amountA: '1.5', symbolA: 'HT', amountB: '20', symbolB: 'USDT' }
const SUMMARIES: TransactionSummary[] = [
  { kind: 'approve', symbol: 'AURA' },
  { kind: 'wrap', amount: '2.5', from: 'HT', to: 'WHT' },
  { kind: 'unwrap', amount: '1', from: 'WHT', to: 'HT' },
  { kind: 'swap', inputAmount: '1', inputSymbol: 'AURA', outputAmount: '2', outputSymbol: 'USDT' },
  { kind: 'swap', inputAmount: '1', inputSymbol: 'AURA', outputAmount: '2', outputSymbol: 'USDT', recipient: '0xabc' },
  { kind: 'addLiquidity', ...pair },
  { kind: 'removeLiquidity', ...pair },
  { kind: 'removeV1', ...pair },
  { kind: 'migrateV1', symbol: 'USDT' },
  { kind: 'send', amount: '7', symbol: 'MGET', recipient: '0xdef' },
  { kind: 'pledge', amount: '3.25', symbol: 'Fomo-LP', lockDays: '30' },
  { kind: 'pledge', amount: '1.5', symbol: 'Fomo-LP', lockDays: '0' },
  { kind: 'withdrawLp', amount: '2', symbol: 'Fomo-LP' },
  { kind: 'claimRewards', amounts: '12.5 AURA, 3 USDT' },
  { kind: 'capitalDeposit', amount: '100', symbol: 'USDT' },
  { kind: 'capitalWithdraw', amount: '40', symbol: 'USDT' },
  { kind: 'convertDk', amount: '200000000', symbol: 'DK', amountOut: '1.99', symbolOut: 'DK2' },
  { kind: 'investHjw', amount: '50', symbol: 'HJW' },
  { kind: 'withdrawRelease', amount: '12.5', symbol: 'HJW' },
  { kind: 'bridge', amount: '100', symbol: 'AURA', targetChain: '56' },
  { kind: 'claimTitle', tier: '1', season: '3' },
  { kind: 'claimTitle', tier: '2', season: '4' },
]

/**
 * A demand pledge says 'on demand' rather than '0 days'; a title claim names the title rather than its tier; a bridge
 * transfer names the target chain (BSC) rather than its id.
 */
const shown = (summary: TransactionSummary, key: string) =>
  !(summary.kind === 'pledge' && key === 'lockDays' && summary.lockDays === '0') &&
  !(summary.kind === 'claimTitle' && key === 'tier') &&
  !(summary.kind === 'bridge' && key === 'targetChain')

async function translatorFor(locale: (typeof SUPPORTED_LOCALES)[number]['locale']) {
  const translator = new FormatjsTranslator(locale, await loadMessages(locale), (problem) => {
    throw new Error(problem)
  })
  return (id: MessageId, values?: Readonly<Record<string, string | number>>) => translator.format(id, values)
}

describe('transactionSummaryText', () => {
  it('says in English exactly what the terminal records (describeTransaction)', async () => {
    const t = await translatorFor('en')
    for (const summary of SUMMARIES) expect(transactionSummaryText(summary, t)).toBe(describeTransaction(summary))
  })

  it('renders every summary in every locale with all of its amounts and symbols', async () => {
    for (const { locale } of SUPPORTED_LOCALES) {
      const t = await translatorFor(locale)
      for (const summary of SUMMARIES) {
        const text = transactionSummaryText(summary, t)
        for (const [key, value] of Object.entries(summary))
          if (key !== 'kind' && shown(summary, key)) expect(text, locale).toContain(value)
      }
    }
  })

  it('names the bridge transfer’s target chain in every locale', async () => {
    for (const { locale } of SUPPORTED_LOCALES) {
      const t = await translatorFor(locale)
      const text = transactionSummaryText({ kind: 'bridge', amount: '100', symbol: 'AURA', targetChain: '56' }, t)
      expect(text, locale).toContain('BSC')
      expect(text, locale).not.toContain('56')
    }
  })

  it("reads a swap's popup in Japanese in the Japanese app, and keeps a summary stored as text", async () => {
    const t = await translatorFor('ja')
    expect(transactionSummaryText(SUMMARIES[3]!, t)).toBe('1 AURA を 2 USDT にスワップ')
    expect(transactionSummaryText('Swap AURA for USDT', t)).toBe('Swap AURA for USDT')
  })
})
