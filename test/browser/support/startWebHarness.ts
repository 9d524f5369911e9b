import type { Browser, BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import type { ServerConfig } from '../../../src/server/config/ServerConfig'
import { contentSecurityPolicy } from '../../../src/server/http/contentSecurityPolicy'
import { type RunningServer, startServer } from '../../../src/server/startServer'
import type { AppConfig } from '../../../src/ui/config/AppConfig'
import { createAppConfig } from '../../../src/ui/config/createAppConfig'
import { createDefaultTokenList } from '../../../src/ui/config/createDefaultTokenList'
import { testServerConfig } from '../../server/support/testServerConfig'
import { type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'
import { launchChromium } from './launchChromium'
import { type ServedWebApp, serveWebApp } from './serveWebApp'
import { TestWallet, type TestWalletOptions } from './TestWallet'

/** Phone width the layout must work at. */
export const PHONE = { width: 360, height: 740 }
export const DESKTOP = { width: 1280, height: 800 }

export interface OpenOptions {
  /** The hash route, e.g. `/swap?theme=dark`; `/` by default. */
  path?: string
  /** The injected wallet; `false` for a browser without one (the default is an authorised wallet on chain 128). */
  wallet?: Partial<Omit<TestWalletOptions, 'chains' | 'privateKey'>> | false
  /** The dev account the injected wallet holds: 1 by default (seeded with pledges), another for a fresh one. */
  account?: number
  viewport?: { width: number; height: number }
  colorScheme?: 'light' | 'dark'
  /** Local storage entries set before the app starts (e.g. `fomo.locale`). */
  storage?: Record<string, string>
  /** Runs before the app loads (e.g. `page.addInitScript`). */
  beforeLoad?: (page: Page) => Promise<unknown>
  /** Changes to the served `config.json`. */
  config?: (config: AppConfig) => AppConfig
}

export interface OpenedApp {
  page: Page
  context: BrowserContext
  wallet: TestWallet | undefined
  /** Console errors and page errors seen so far. */
  errors: string[]
}

export interface WebHarness {
  devnet: ForkedDevnet
  app: ServedWebApp
  /** The API server on the forks (the app reaches it at its own `/api/*`); its indexer is off unless `api` says. */
  server: RunningServer
  browser: Browser
  config: AppConfig
  open(options?: OpenOptions): Promise<OpenedApp>
  stop(): Promise<void>
}

/**
 * Serves the built app (see buildWebApp) with a `config.json` pointing at this file's own devnet forks and the default
 * token list generated from their deployment records (as `scripts/web-assets.ts` does for `npm start`), and launches
 * Chromium; `open` gives a fresh browser context with the injected test wallet (dev account 1) installed. The API
 * server runs on the same forks (in-memory PGlite; `api` changes its configuration, e.g. to run the indexer) and the
 * app reaches it at its own origin's `/api/*`.
 */
export async function startWebHarness(
  options: { api?: Partial<Omit<ServerConfig, 'devnetDir' | 'rpcUrls'>> } = {},
): Promise<WebHarness> {
  const devnet = await forkDevnet()
  const records = [devnet.chain(128).record, devnet.chain(56).record]
  const config = createAppConfig(records, { devnet: true, pollingIntervalMs: 500 })
  const generated: Record<string, unknown> = { '/config.json': config }
  let apiUrl: string | undefined
  // the server's CSP, so that every browser test runs the app under it (a violation logs a console error)
  const csp = contentSecurityPolicy(
    records.map((record) => record.rpcUrl),
    { devnet: true },
  )
  const app = await serveWebApp(inject('webAppDir'), generated, () => apiUrl, csp)
  const server = await startServer(
    testServerConfig({
      devnetDir: inject('seededDevnet').dir,
      rpcUrls: Object.fromEntries(records.map((record) => [record.chainId, record.rpcUrl])),
      appOrigin: new URL(app.url).origin,
      ...options.api,
    }),
  )
  apiUrl = server.url
  generated['/default-token-list.json'] = createDefaultTokenList(records, app.url, new Date())
  const browser = await launchChromium()
  const contexts: BrowserContext[] = []
  const wallets: TestWallet[] = []
  const chains = Object.fromEntries(records.map((record) => [record.chainId, record.rpcUrl]))
  const accounts = devAccounts()

  return {
    devnet,
    app,
    server,
    browser,
    config,
    async open(options = {}) {
      const context = await browser.newContext({
        viewport: options.viewport ?? DESKTOP,
        colorScheme: options.colorScheme ?? 'light',
      })
      contexts.push(context)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      if (options.config) {
        const changed = options.config(structuredClone(config))
        await page.route('**/config.json', (route) => route.fulfill({ json: changed }))
      }
      if (options.storage) {
        await page.addInitScript((entries) => {
          if (sessionStorage.getItem('__seeded')) return
          sessionStorage.setItem('__seeded', '1')
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
        }, options.storage)
      }
      let wallet: TestWallet | undefined
      if (options.wallet !== false) {
        const account = accounts[options.account ?? 1]
        if (!account) throw new Error(`no dev account ${options.account}`)
        wallet = new TestWallet({
          privateKey: account.privateKey,
          chains,
          chainId: 128,
          authorized: true,
          ...options.wallet,
        })
        wallets.push(wallet)
        await wallet.install(page)
      }
      await options.beforeLoad?.(page)
      // every test waits for what it looks at, so the load event is not awaited too: one CI run failed in this goto
      // (wallet.test.ts, the spinner test's fast page, under a paused page clock on a loaded machine)
      await page.goto(`${app.url}#${options.path ?? '/'}`, { waitUntil: 'domcontentloaded', timeout: 60_000 })
      return { page, context, wallet, errors }
    },
    async stop() {
      for (const wallet of wallets) wallet.close()
      await Promise.allSettled(contexts.map((context) => context.close()))
      await browser.close()
      await app.close()
      await server.close()
      await devnet.stop()
    },
  }
}
