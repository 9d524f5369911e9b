import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatUnits } from '../../src/domain/format/formatUnits'
import { csvTimestamp } from '../../src/domain/records/recordsCsv'
import { parseCsv } from '../support/parseCsv'
import { startWebHarness, type WebHarness } from './support/startWebHarness'
import {
  balanceOf,
  E18,
  latestTransactionsOf,
  swapThroughDialog,
  tokenAddress,
  waitForSwapForm,
} from './support/swapSteps'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => {
  await harness?.stop()
})

describe('the recent transactions as CSV', () => {
  it("downloads a swap from HT done in the page from the account dialog: the chain's amounts, fee and time", async () => {
    const c = harness.devnet.chain(128)
    const { page, wallet, errors } = await harness.open({
      path: `/swap?inputCurrency=HT&outputCurrency=${tokenAddress(c, 'USDT')}`,
    })
    const owner = wallet!.address
    await waitForSwapForm(page)
    await page.getByTestId('amount-input').fill('2')
    const usdtBefore = await balanceOf(c, 'USDT', owner)
    await swapThroughDialog(page)
    await expect.poll(() => balanceOf(c, 'USDT', owner)).toBeGreaterThan(usdtBefore)
    const [hash] = await latestTransactionsOf(c.provider, owner)
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-modal').waitFor()
    await expect.poll(() => page.getByTestId('transaction').getAttribute('data-status')).toBe('confirmed')
    // on the swap page, where only the shell's messages are loaded: the link has its words, not its message id
    expect(await page.getByTestId('transactions-csv').textContent()).toBe('Download CSV')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('transactions-csv').click()])
    expect(download.suggestedFilename()).toBe('fomo-transactions-128.csv')
    const rows = parseCsv(await readFile((await download.path())!, 'utf8'))
    const receipt = (await c.provider.getTransactionReceipt(hash!))!
    const block = (await c.provider.getBlock(receipt.blockNumber))!
    const usdtDecimals = c.record.tokens.find((token) => token.symbol === 'USDT')!.decimals
    expect(rows).toEqual([
      {
        timestamp: csvTimestamp(block.timestamp),
        chain_id: '128',
        tx_hash: receipt.hash.toLowerCase(),
        action: 'swap',
        status: 'success',
        account: owner.toLowerCase(),
        token_in: 'HT',
        amount_in: formatUnits(2n * E18, 18),
        token_out: 'USDT',
        amount_out: formatUnits((await balanceOf(c, 'USDT', owner)) - usdtBefore, usdtDecimals),
        fee: formatUnits(receipt.gasUsed * receipt.gasPrice, 18),
        fee_token: 'HT',
        counterpart_chain_id: '',
        counterpart_tx_hash: '',
      },
    ])
    expect(errors).toEqual([])
  })
})
