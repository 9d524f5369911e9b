/**
 * The web app's speed (issues 4, 5 and 6; issue 18 item 4; issue 31 item 1): the first route's JavaScript (gzip) in
 * the devnet and the production build, beside Uniswap's interface (~361 kB) and the goal (150 kB), the time until the
 * swap page is interactive on localhost in Chromium, the JSON-RPC requests per chain per new block (HTTP and
 * WebSocket) on an idle page, on a swap page with a wallet, a pair and an amount, and on the pool page; the time from
 * typing an amount to the new quote with a token list of 210 pairs; and the time from the wallet's transaction hash
 * to the "Transaction confirmed" popup, following the devnet's new heads and, without them, polling at the block time. Builds the app (devnet mode, as `npm start` serves it), starts its own seeded
 * devnet on free ports (plus 20 tokens with a pool for every pair among them and USDT), serves both.
 *
 * Run: npm run bench:ui   (exit code 1 if a goal is missed)
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { JsonRpcProvider } from 'ethers'
import type { Page } from 'playwright-core'
import { build } from 'vite'
import { FileDeploymentRecords } from '../src/adapters/deployment/FileDeploymentRecords'
import { DEVNET_CHAINS } from '../src/adapters/devnet/devnetChains'
import { startDevnet } from '../src/adapters/devnet/startDevnet'
import { createAppConfig } from '../src/ui/config/createAppConfig'
import { createDefaultTokenList } from '../src/ui/config/createDefaultTokenList'
import { launchChromium } from '../test/browser/support/launchChromium'
import { serveWebApp } from '../test/browser/support/serveWebApp'
import { freePort } from '../test/support/freePort'
import { seedPairGrid } from './seedPairGrid'

/** Issue 31: the swap page's JavaScript at most this, with no slower interaction. */
const GOAL_FIRST_ROUTE_GZIP_BYTES = 150 * 1024
/** The reference: Uniswap's interface loads about this much JavaScript (gzip) for its swap page (issue 31). */
const REFERENCE_UNISWAP_GZIP_BYTES = 361 * 1024
const GOAL_REQUESTS_PER_BLOCK = 2
/** One frame at 60 Hz: the new quote must show within it. */
const GOAL_QUOTE_MS = 16
const GRID_TOKENS = 20
const TYPING_RUNS = 40
const INTERACTIVE_RUNS = 5
/** The idle measurement mines a block this often on each chain (HECO's block time), the app's polling pace too. */
const BLOCK_TIME_MS = 3_000
const IDLE_BLOCKS = 8
/** Swaps timed from the wallet's hash to the confirmed popup, per way of following blocks. */
const CONFIRM_RUNS = 5
/** On the devnet (instant blocks, new heads over WebSocket) the popup must show within this. */
const GOAL_DEVNET_CONFIRM_MS = 1_000
/** Where blocks are polled at the block time: one block time plus half a second. */
const GOAL_POLLED_CONFIRM_MS = BLOCK_TIME_MS + 500

const root = join(import.meta.dirname, '..')
const work = await mkdtemp(join(tmpdir(), 'fomo-bench-ui-'))
const outDir = join(work, 'web')
const productionDir = join(work, 'web-production')
console.log('building the web app (devnet and production modes) and seeding a devnet...')
await build({ root, mode: 'devnet', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
// the production build (scripts/build.ts's vite step): no Dev wallet code, measured on the same page
await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: productionDir, emptyOutDir: true } })
const ports = Object.fromEntries(await Promise.all(DEVNET_CHAINS.map(async (c) => [c.chainId, await freePort()])))
const devnet = await startDevnet({
  dir: join(work, 'devnet'),
  records: new FileDeploymentRecords(join(work, 'devnet')),
  ports,
})
const records = devnet.chains.map((chain) => chain.record)
const heco = devnet.chains.find((chain) => chain.record.chainId === 128)!
console.log(`seeding ${GRID_TOKENS} tokens and a pool for every pair among them and USDT...`)
const gridProvider = new JsonRpcProvider(heco.rpcUrl, 128, { staticNetwork: true })
const grid = await seedPairGrid(heco.record, gridProvider, GRID_TOKENS)
gridProvider.destroy()
const listRecords = records.map((record) =>
  record.chainId === 128 ? { ...record, tokens: [...record.tokens, ...grid] } : record,
)
const gridPairs = ((GRID_TOKENS + 1) * GRID_TOKENS) / 2
const config = createAppConfig(records, { devnet: true, pollingIntervalMs: BLOCK_TIME_MS })
const generated: Record<string, unknown> = { '/config.json': config }
const app = await serveWebApp(outDir, generated)
generated['/default-token-list.json'] = createDefaultTokenList(listRecords, app.url, new Date())
const productionGenerated: Record<string, unknown> = { '/config.json': { ...config, devnet: false } }
const productionApp = await serveWebApp(productionDir, productionGenerated)
productionGenerated['/default-token-list.json'] = createDefaultTokenList(listRecords, productionApp.url, new Date())
const browser = await launchChromium()
let failed = false

try {
  // 1. the first route's JavaScript, gzip, as loaded by the browser for #/swap, in the devnet and the production build
  const devnetRoute = await firstRouteScripts(app.url, outDir)
  const productionRoute = await firstRouteScripts(productionApp.url, productionDir)

  // 2. time until the swap page is interactive: navigation to a visible, enabled Connect Wallet button
  const times: number[] = []
  for (let run = 0; run < INTERACTIVE_RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const started = performance.now()
    await page.goto(`${app.url}#/swap`)
    await page.getByTestId('swap-button').getByText('Connect Wallet').waitFor({ state: 'visible' })
    times.push(performance.now() - started)
    await context.close()
  }
  const interactiveMs = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0

  // 3. JSON-RPC requests per chain per new block: idle (read-only), swapping (dev wallet, a pair and an amount), pool
  const idle = await requestsPerBlock(`${app.url}#/swap`, false)
  const [g0, g19] = [grid[0]!.address, grid[GRID_TOKENS - 1]!.address]
  const swapping = await requestsPerBlock(
    `${app.url}#/swap?inputCurrency=${g0}&outputCurrency=${g19}&exactAmount=5`,
    true,
  )
  const pool = await requestsPerBlock(`${app.url}#/pool`, true)

  // 4. typing an amount to the new quote, with the list's 210 pairs (read-only)
  const typing = await browser.newPage()
  await typing.goto(`${app.url}#/swap?inputCurrency=${g0}&outputCurrency=${g19}`)
  await typing.getByTestId('block-number').waitFor()
  await typing.getByTestId('amount-input').fill('1')
  await typing.waitForFunction(
    () => (document.querySelector('[data-testid="amount-output"]') as HTMLInputElement)?.value !== '',
    null,
    { timeout: 60_000 },
  )
  const quoteTimes: number[] = []
  for (let run = 0; run < TYPING_RUNS; run++) {
    quoteTimes.push(
      await typing.evaluate(
        async (typed) => {
          const input = document.querySelector('[data-testid="amount-input"]') as HTMLInputElement
          const output = document.querySelector('[data-testid="amount-output"]') as HTMLInputElement
          const before = output.value
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
          const started = performance.now()
          setValue.call(input, typed)
          input.dispatchEvent(new Event('input', { bubbles: true }))
          while (output.value === before) await new Promise((resolve) => requestAnimationFrame(resolve))
          return performance.now() - started
        },
        String(2 + run),
      ),
    )
  }
  await typing.close()
  const sortedQuotes = [...quoteTimes].sort((a, b) => a - b)
  const quoteMedian = sortedQuotes[Math.floor(sortedQuotes.length / 2)] ?? 0
  const quoteP95 = sortedQuotes[Math.floor(sortedQuotes.length * 0.95)] ?? 0

  // 5. the wallet's hash to the confirmed popup: the devnet's new heads, then polling at the block time without them
  const usdt = heco.record.tokens.find((token) => token.symbol === 'USDT')!.address
  const headsConfirm = await confirmationTimes(usdt)
  generated['/config.json'] = {
    ...config,
    chains: config.chains.map(({ wsUrl: _ws, ...chain }) => ({ ...chain, blockTimeMs: BLOCK_TIME_MS })),
  }
  const polledConfirm = await confirmationTimes(usdt)
  generated['/config.json'] = config

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  const firstRouteMet = [devnetRoute, productionRoute].every((route) => route.gzipBytes <= GOAL_FIRST_ROUTE_GZIP_BYTES)
  console.log(
    `\nfirst route (#/swap) JavaScript, gzip (reference: Uniswap's interface ~${kb(REFERENCE_UNISWAP_GZIP_BYTES)}):`,
  )
  for (const [name, route] of [
    ['devnet build', devnetRoute],
    ['production build', productionRoute],
  ] as const) {
    const verdict = route.gzipBytes <= GOAL_FIRST_ROUTE_GZIP_BYTES ? 'met' : 'MISSED'
    console.log(
      `  ${name}: ${kb(route.gzipBytes)} in ${route.files.length} files (${(route.gzipBytes / REFERENCE_UNISWAP_GZIP_BYTES).toFixed(2)}x the reference; goal <= ${kb(GOAL_FIRST_ROUTE_GZIP_BYTES)}: ${verdict})`,
    )
    const largest = [...route.files].sort((a, b) => b[1] - a[1]).slice(0, 5)
    console.log(`    largest: ${largest.map(([path, size]) => `${path.replace(/^.*\//, '')} ${kb(size)}`).join(', ')}`)
  }
  console.log(
    `  beside it, swap page interactive on localhost: ${interactiveMs.toFixed(0)} ms median of ${INTERACTIVE_RUNS} (${times.map((t) => t.toFixed(0)).join(', ')})`,
  )
  console.log(
    `  beside it, typing an amount to the new quote, ${gridPairs} list pairs + the seeded ones: median ${quoteMedian.toFixed(1)} ms, p95 ${quoteP95.toFixed(1)} ms over ${TYPING_RUNS} (goal <= ${GOAL_QUOTE_MS} ms, one frame): ${quoteMedian <= GOAL_QUOTE_MS ? 'met' : 'MISSED'}`,
  )
  console.log(
    `JSON-RPC requests per block (HTTP and WebSocket), one block every ${BLOCK_TIME_MS} ms on each chain, new heads followed (polling every ${BLOCK_TIME_MS} ms without them):`,
  )
  for (const [name, requests] of [
    ['idle swap page, read-only', idle],
    [`swap page, dev wallet, ${gridPairs + 28}+ pairs watched, an amount typed`, swapping],
    ['pool page, dev wallet', pool],
  ] as const) {
    for (const [chainId, count] of requests) {
      const perBlock = count / IDLE_BLOCKS
      console.log(
        `  ${name}, chain ${chainId}: ${count} over ${IDLE_BLOCKS} blocks = ${perBlock.toFixed(2)} per block (goal <= ${GOAL_REQUESTS_PER_BLOCK})`,
      )
      if (perBlock > GOAL_REQUESTS_PER_BLOCK) failed = true
    }
  }
  if (quoteMedian > GOAL_QUOTE_MS) failed = true
  console.log('wallet hash to the "Transaction confirmed" popup, a swap of 0.01 HT on chain 128:')
  for (const [name, runs, goal] of [
    ['new heads over WebSocket (the devnet: a block per transaction)', headsConfirm, GOAL_DEVNET_CONFIRM_MS],
    [`polling at the block time (${BLOCK_TIME_MS} ms), no WebSocket`, polledConfirm, GOAL_POLLED_CONFIRM_MS],
  ] as const) {
    const sorted = [...runs].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0
    const worst = sorted.at(-1) ?? 0
    console.log(
      `  ${name}: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms of ${runs.length} (${runs.map((t) => t.toFixed(0)).join(', ')}) (goal < ${goal} ms)`,
    )
    if (worst >= goal) failed = true
  }
  if (!firstRouteMet) failed = true
} finally {
  await browser.close()
  await app.close()
  await productionApp.close()
  await devnet.stop()
  await rm(work, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

/**
 * The JavaScript files the browser loads for `#/swap` of the app served at `appUrl` from `dir`, until the network is
 * idle, each with its size gzipped (level 9).
 */
async function firstRouteScripts(
  appUrl: string,
  dir: string,
): Promise<{ gzipBytes: number; files: [string, number][] }> {
  const page = await browser.newPage()
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname)
  })
  await page.goto(`${appUrl}#/swap`)
  await page.locator('[data-screen="swap"] [data-testid="screen"]').waitFor()
  await page.waitForLoadState('networkidle')
  await page.close()
  const files: [string, number][] = []
  for (const path of scripts) files.push([path, gzipSync(await readFile(join(dir, path)), { level: 9 }).length])
  return { gzipBytes: files.reduce((sum, [, size]) => sum + size, 0), files }
}

/**
 * Opens `url` (with the Dev wallet connected when `connect`), waits until it settled, then counts the JSON-RPC
 * requests to each chain while each chain mines IDLE_BLOCKS blocks, one every BLOCK_TIME_MS.
 */
async function requestsPerBlock(url: string, connect: boolean): Promise<Map<number, number>> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const requests = new Map<number, number>(records.map((record) => [record.chainId, 0]))
  const chainOfUrl = new Map(records.map((record) => [new URL(record.rpcUrl).origin, record.chainId]))
  await page.goto(url)
  await page.getByTestId('block-number').waitFor()
  await settledLocation(page)
  if (connect) {
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev').click()
    await page.getByTestId('account-button').waitFor()
  }
  await new Promise((resolve) => setTimeout(resolve, 2 * BLOCK_TIME_MS)) // first reads done
  page.on('request', (request) => {
    const chainId = chainOfUrl.get(new URL(request.url()).origin)
    if (chainId === undefined || request.method() !== 'POST') return
    const body = JSON.parse(request.postData() ?? '{}') as unknown
    requests.set(chainId, (requests.get(chainId) ?? 0) + (Array.isArray(body) ? body.length : 1))
  })
  page.on('websocket', (socket) => {
    const chainId = chainOfUrl.get(new URL(socket.url()).origin.replace(/^ws/, 'http'))
    if (chainId === undefined) return
    socket.on('framesent', () => requests.set(chainId, (requests.get(chainId) ?? 0) + 1))
  })
  const providers = devnet.chains.map((chain) => new JsonRpcProvider(chain.rpcUrl))
  for (let block = 0; block < IDLE_BLOCKS; block++) {
    await Promise.all(providers.map((provider) => provider.send('evm_mine', [])))
    await new Promise((resolve) => setTimeout(resolve, BLOCK_TIME_MS))
  }
  for (const provider of providers) provider.destroy()
  await context.close()
  return requests
}

/**
 * Connects the Dev wallet on a swap page of 0.01 HT for `outputToken` and swaps CONFIRM_RUNS times, timing in the page
 * from the moment the submitted dialog shows the wallet's hash to the moment the "Transaction confirmed" popup shows.
 */
async function confirmationTimes(outputToken: string): Promise<number[]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${app.url}#/swap?inputCurrency=ETH&outputCurrency=${outputToken}`)
  await page.getByTestId('block-number').waitFor()
  await settledLocation(page)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-dev').click()
  await page.getByTestId('account-button').waitFor()
  const times: number[] = []
  const popups = page.locator('[data-testid="popup"][data-kind="transaction"]')
  for (let run = 0; run < CONFIRM_RUNS; run++) {
    while ((await popups.count()) > 0) await popups.first().getByTestId('popup-dismiss').click()
    await page.getByTestId('amount-input').fill('0.01')
    const swap = page.getByTestId('swap-button')
    await page.waitForFunction(
      () => {
        const button = document.querySelector('[data-testid="swap-button"]') as HTMLButtonElement | null
        return button !== null && !button.disabled && button.textContent === 'Swap'
      },
      null,
      { timeout: 30_000 },
    )
    await swap.click()
    await page.getByTestId('swap-confirm').waitFor()
    // no named function inside: tsx would wrap it in a helper the page does not have
    const timing = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let hashAt: number | undefined
          new MutationObserver((_records, observer) => {
            if (hashAt === undefined && document.querySelector('[data-testid="swap-hash"]')) hashAt = performance.now()
            if (
              hashAt !== undefined &&
              document.querySelectorAll('[data-testid="popup"][data-kind="transaction"]').length > 0
            ) {
              observer.disconnect()
              resolve(performance.now() - hashAt)
            }
          }).observe(document.body, { childList: true, subtree: true, characterData: true })
        }),
    )
    await page.getByTestId('confirm-swap').click()
    times.push(await timing)
    await page.getByTestId('swap-close').click()
  }
  await context.close()
  return times
}

/**
 * Waits until the swap screen has read the currencies from its location and reset it (spec section 2): the reset
 * closes an open dialog, so a wallet chosen before it may never connect.
 */
async function settledLocation(page: Page): Promise<void> {
  await page.waitForFunction(() => !/[?&](inputCurrency|outputCurrency)=/.test(window.location.hash))
}
