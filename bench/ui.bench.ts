/**
 * The web app's speed (issue 4, item 12): the first route's JavaScript (gzip), the time until the swap page is
 * interactive on localhost in Chromium, and the JSON-RPC requests per chain per new block on an idle page.
 * Builds the app (devnet mode, as `npm start` serves it), starts its own seeded devnet on free ports, serves both.
 *
 * Run: npm run bench:ui   (exit code 1 if a goal is missed)
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { JsonRpcProvider } from 'ethers'
import { build } from 'vite'
import { FileDeploymentRecords } from '../src/adapters/deployment/FileDeploymentRecords'
import { DEVNET_CHAINS } from '../src/adapters/devnet/devnetChains'
import { startDevnet } from '../src/adapters/devnet/startDevnet'
import { createAppConfig } from '../src/ui/config/createAppConfig'
import { launchChromium } from '../test/browser/support/launchChromium'
import { serveWebApp } from '../test/browser/support/serveWebApp'
import { freePort } from '../test/support/freePort'

const GOAL_FIRST_ROUTE_GZIP_BYTES = 250 * 1024
const GOAL_REQUESTS_PER_BLOCK = 2
const INTERACTIVE_RUNS = 5
/** The idle measurement mines a block this often on each chain (HECO's block time) and polls at the same rate. */
const BLOCK_TIME_MS = 3_000
const IDLE_BLOCKS = 8

const root = join(import.meta.dirname, '..')
const work = await mkdtemp(join(tmpdir(), 'fomo-bench-ui-'))
const outDir = join(work, 'web')
console.log('building the web app and seeding a devnet...')
await build({ root, mode: 'devnet', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
const ports = Object.fromEntries(await Promise.all(DEVNET_CHAINS.map(async (c) => [c.chainId, await freePort()])))
const devnet = await startDevnet({
  dir: join(work, 'devnet'),
  records: new FileDeploymentRecords(join(work, 'devnet')),
  ports,
})
const records = devnet.chains.map((chain) => chain.record)
const config = createAppConfig(records, { devnet: true, pollingIntervalMs: BLOCK_TIME_MS })
const app = await serveWebApp(outDir, { '/config.json': config })
const browser = await launchChromium()
let failed = false

try {
  // 1. the first route's JavaScript, gzip, as loaded by the browser for #/swap
  const first = await browser.newPage()
  const scripts = new Set<string>()
  first.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname)
  })
  await first.goto(`${app.url}#/swap`)
  await first.locator('[data-screen="swap"] [data-testid="screen"]').waitFor()
  await first.waitForLoadState('networkidle')
  let gzipBytes = 0
  for (const path of scripts) gzipBytes += gzipSync(await readFile(join(outDir, path)), { level: 9 }).length
  await first.close()

  // 2. time until the swap page is interactive: navigation to a visible, enabled Connect Wallet button
  const times: number[] = []
  for (let run = 0; run < INTERACTIVE_RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const started = performance.now()
    await page.goto(`${app.url}#/swap`)
    await page.getByTestId('screen-connect').waitFor({ state: 'visible' })
    times.push(performance.now() - started)
    await context.close()
  }
  const interactiveMs = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0

  // 3. JSON-RPC requests per chain per new block on an idle page (read-only, no wallet)
  const idle = await browser.newPage()
  const requests = new Map<number, number>(records.map((record) => [record.chainId, 0]))
  const chainOfUrl = new Map(records.map((record) => [new URL(record.rpcUrl).origin, record.chainId]))
  await idle.goto(`${app.url}#/swap`)
  await idle.getByTestId('block-number').waitFor()
  idle.on('request', (request) => {
    const chainId = chainOfUrl.get(new URL(request.url()).origin)
    if (chainId === undefined || request.method() !== 'POST') return
    const body = JSON.parse(request.postData() ?? '{}') as unknown
    requests.set(chainId, (requests.get(chainId) ?? 0) + (Array.isArray(body) ? body.length : 1))
  })
  const providers = devnet.chains.map((chain) => new JsonRpcProvider(chain.rpcUrl))
  for (let block = 0; block < IDLE_BLOCKS; block++) {
    await Promise.all(providers.map((provider) => provider.send('evm_mine', [])))
    await new Promise((resolve) => setTimeout(resolve, BLOCK_TIME_MS))
  }
  for (const provider of providers) provider.destroy()
  await idle.close()

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(
    `\nfirst route (#/swap) JavaScript: ${kb(gzipBytes)} gzip in ${scripts.size} files (goal <= ${kb(GOAL_FIRST_ROUTE_GZIP_BYTES)})`,
  )
  console.log(
    `swap page interactive on localhost: ${interactiveMs.toFixed(0)} ms median of ${INTERACTIVE_RUNS} (${times.map((t) => t.toFixed(0)).join(', ')})`,
  )
  console.log(`idle page, one block every ${BLOCK_TIME_MS} ms on each chain, polling every ${BLOCK_TIME_MS} ms:`)
  for (const [chainId, count] of requests) {
    const perBlock = count / IDLE_BLOCKS
    console.log(
      `  chain ${chainId}: ${count} JSON-RPC requests over ${IDLE_BLOCKS} blocks = ${perBlock.toFixed(2)} per block (goal <= ${GOAL_REQUESTS_PER_BLOCK})`,
    )
    if (perBlock > GOAL_REQUESTS_PER_BLOCK) failed = true
  }
  if (gzipBytes > GOAL_FIRST_ROUTE_GZIP_BYTES) failed = true
} finally {
  await browser.close()
  await app.close()
  await devnet.stop()
  await rm(work, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
