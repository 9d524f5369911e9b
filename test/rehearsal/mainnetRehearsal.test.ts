import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Wallet } from 'ethers'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory } from '../../src/adapters/contracts/generated'
import { openDatabase } from '../../src/adapters/db/openDatabase'
import { readDeploymentRecordFile } from '../../src/adapters/deployment/readDeploymentRecordFile'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import type { DeploymentPlan } from '../../src/domain/deploy/DeploymentPlan'
import { expectPairEventsIndexedOnce, sendSwaps } from '../adapters/indexer/support/pairTraffic'
import { launchChromium } from '../browser/support/launchChromium'
import { poolOf } from '../browser/support/poolSteps'
import {
  amountsOut,
  approveIfAsked,
  balanceOf,
  latestTransactionsOf,
  swapThroughDialog,
  waitForSwapForm,
} from '../browser/support/swapSteps'
import { TestWallet } from '../browser/support/TestWallet'
import { runDeploy } from '../deploy/runDeploy'
import { type ServerProcess, startServerProcess } from '../server/support/serverProcess'
import { type DeployTarget, startDeployTarget } from '../support/deployTarget'
import type { ForkedChain } from '../support/forkDevnet'
import { freePort } from '../support/freePort'
import { createFreshSchema, type FreshSchema } from '../support/freshSchema'
import { postgresUnreachable, TEST_DATABASE_URL } from '../support/postgresUnreachable'
import { runBuild } from '../support/runBuild'
import { runFomo } from '../support/runFomo'
import { waitFor } from '../support/waitFor'

// Issue #19's proof, on this machine: a chain 56 that looks like mainnet (a bare anvil with an existing WBNB and
// tokens, no devnet seeding), `fomo deploy` from deploy/plan.example.json, `npm run build` from its record, two
// replicas of the built server on PostgreSQL, Chromium adding liquidity and swapping through the served app with an
// injected wallet, then the indexing replica SIGKILLed and the other taking over with every pair event stored once.

const root = join(import.meta.dirname, '..', '..')
const E18 = 10n ** 18n
/** The longest the standby may take to become the writer after the writer's SIGKILL (documented: about FOMO_WRITER_POLL_MS, 2 s). */
const TAKEOVER_BOUND_MS = 30_000
const accounts = devAccounts()
/** Dev account 0 deploys, 9 owns the chain's "existing" contracts (deployTarget); these hold roles or trade. */
const [ADMIN, OPERATOR, RELAYER, USER, TRADER] = [1, 2, 4, 5, 6].map((index) => accounts[index]!)

const unreachable = await postgresUnreachable()
if (unreachable) console.warn(`mainnetRehearsal.test.ts skipped: ${unreachable}`)

/** What the chain already holds besides deployTarget's tokens: the example plan also names MGET and PNC. */
async function addExampleTokens(target: DeployTarget): Promise<void> {
  const owner = new Wallet(accounts[9]!.privateKey, target.provider)
  for (const symbol of ['MGET', 'PNC']) {
    const token = await new DevToken__factory(owner).deploy(`${symbol} token`, symbol)
    await token.waitForDeployment()
    target.tokens[symbol] = await token.getAddress()
  }
  // the user and the trader hold the pair's two tokens, as they would have bought them elsewhere
  for (const symbol of ['AURA', 'USDT']) {
    const token = DevToken__factory.connect(target.tokens[symbol]!, owner)
    for (const holder of [USER!, TRADER!, OPERATOR!]) await (await token.mint(holder.address, 1_000_000n * E18)).wait()
  }
}

/**
 * deploy/plan.example.json on this chain: its tokens' and its Uniswap V1 factory's placeholder addresses replaced by
 * the chain's, its roles by dev accounts and the servers' signer; the wrapped coin left to --wrapped-native.
 */
async function rehearsalPlan(target: DeployTarget, signer: string): Promise<DeploymentPlan> {
  const example = JSON.parse(await readFile(join(root, 'deploy', 'plan.example.json'), 'utf8')) as DeploymentPlan
  const placeholders = new Map(example.tokens.map((token) => [token.address.toLowerCase(), token.symbol]))
  const real = (address: string) => {
    const symbol = placeholders.get(address.toLowerCase())
    if (!symbol || !target.tokens[symbol]) throw new Error(`the example plan's ${address} has no token here`)
    return target.tokens[symbol]!
  }
  const { wrappedNative: _placeholder, ...plan } = example
  const bounty = plan.bounty!
  return {
    ...plan,
    name: 'BNB Smart Chain (rehearsal)',
    roles: {
      feeToSetter: ADMIN!.address,
      admin: ADMIN!.address,
      operator: OPERATOR!.address,
      signer,
      relayer: RELAYER!.address,
    },
    tokens: plan.tokens.map((token) => ({ ...token, address: real(token.address) })),
    dkConverter: { ...plan.dkConverter!, feeRecipient: ADMIN!.address },
    investment: { ...plan.investment!, lockAddress: ADMIN!.address },
    bounty: {
      ...bounty,
      betToken: bounty.betToken && real(bounty.betToken),
      dailyPool: { ...bounty.dailyPool, token: real(bounty.dailyPool.token) },
      inviteTasks: bounty.inviteTasks.map((task) => ({
        ...task,
        reward: { ...task.reward, token: real(task.reward.token) },
      })),
    },
    v1Factory: target.v1Factory,
  }
}

interface Health {
  writer: boolean
  chains: { chainId: number; indexedHead: number | null; state: string }[]
}

async function healthOf(server: ServerProcess): Promise<Health> {
  return (await (await fetch(`${server.url}/api/health`)).json()).data
}

const indexedHeadOf = async (server: ServerProcess) =>
  (await healthOf(server)).chains.find((chain) => chain.chainId === 56)?.indexedHead ?? -1

/** Approves what the add screen asks to approve (one wallet request at a time), then waits for Supply. */
async function approveAndSupply(page: Page): Promise<void> {
  for (const side of ['a', 'b']) {
    const button = page.getByTestId(`add-approve-${side}`)
    if (await button.count()) {
      await button.click()
      await button.waitFor({ state: 'detached', timeout: 15_000 })
    }
  }
  await expect.poll(() => page.getByTestId('add-submit').isEnabled(), { timeout: 15_000 }).toBe(true)
  await page.getByTestId('add-submit').click()
  await page.getByTestId('add-confirm').waitFor()
  await page.getByTestId('add-confirm-button').click()
  await page.getByTestId('add-submitted').waitFor()
}

describe.skipIf(unreachable !== undefined)(
  `a mainnet rehearsal on chain 56${unreachable ? ` (skipped: ${unreachable})` : ''}`,
  () => {
    const started = Date.now()
    const signerKey = Wallet.createRandom().privateKey
    let target: DeployTarget
    let dir: string
    let schema: FreshSchema | undefined
    let chain: ForkedChain
    let browser: Browser | undefined
    let wallet: TestWallet | undefined
    const servers: ServerProcess[] = []
    const swaps: string[] = []
    const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'fomo-rehearsal-'))
      schema = await createFreshSchema('fomo_rehearsal')
      target = await startDeployTarget(56)
      await addExampleTokens(target)
    })
    afterAll(async () => {
      wallet?.close()
      await browser?.close()
      for (const server of servers) server.child.kill('SIGKILL')
      await Promise.all(servers.map((server) => server.exited))
      await target?.stop()
      await schema?.drop()
      if (dir) await rm(dir, { recursive: true, force: true })
      console.info(`mainnetRehearsal.test.ts: the rehearsal took ${seconds(started)}`)
    })

    it('fomo deploy puts the example plan on the chain, on its existing WBNB, and verifies it', async () => {
      const begun = Date.now()
      const plan = await rehearsalPlan(target, new Wallet(signerKey).address)
      const planFile = join(dir, 'plan.json')
      await writeFile(planFile, JSON.stringify(plan, null, 2))
      const run = await runDeploy(
        [
          ...['--chain', '56', '--rpc', target.chain.rpcUrl, '--plan', planFile],
          ...['--wrapped-native', target.wbnb, '--out', join(dir, 'deployments')],
        ],
        { FOMO_PRIVATE_KEY: target.deployerKey },
      )
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      expect(run.stdout).toMatch(/Verified on chain: \d+ checks, all match the plan/)
      const record = await readDeploymentRecordFile(join(dir, 'deployments', '56.json'), 56, 'fomo deploy wrote none')
      expect(record.contracts.wrappedNative.toLowerCase()).toBe(target.wbnb.toLowerCase())
      expect(record.pairs).toHaveLength(plan.pairs.length)
      chain = { chainId: 56, rpcUrl: target.chain.rpcUrl, record, provider: target.provider }
      console.info(`mainnetRehearsal.test.ts: fomo deploy took ${seconds(begun)}`)
    })

    it('funds the programmes through fomo operate, each command checking its role first', async () => {
      const deployments = join(dir, 'deployments')
      const operate = (args: string[], key: string) =>
        runFomo(['--chain', '56', '--rpc', chain.rpcUrl, 'operate', ...args], {
          FOMO_DEPLOYMENTS_DIR: deployments,
          FOMO_PRIVATE_KEY: key,
        })
      const end = (await chain.provider.getBlock('latest'))!.timestamp + 7 * 86_400
      const open = ['season-open', '1', '--end', String(end), '--nft1-ask', '1000', '--nft2-ask', '10000']
      // the deployer kept no role: refused, nothing sent
      const refused = await operate(open, target.deployerKey)
      expect(refused.stderr).toContain('does not hold OPERATOR_ROLE on seasons')
      for (const args of [
        open,
        ['season-fund', '1', '50000', 'AURA'],
        ['fund-mining', '100000', 'AURA'],
        ['fund-prize-pool', '10000', 'AURA'],
        ...(chain.record.contracts.bridge ? [['fund-bridge', '20000', 'USDT']] : []),
      ]) {
        const run = await operate(args, OPERATOR!.privateKey)
        expect(run.stderr, args.join(' ')).toBe('')
        expect(run.code).toBe(0)
      }
      const aura = DevToken__factory.connect(
        chain.record.tokens.find((token) => token.symbol === 'AURA')!.address,
        chain.provider,
      )
      expect(await aura.balanceOf(chain.record.contracts.rewardDistributor!)).toBe(150_000n * E18) // mining and the season
      // fomo status on the deployment's folder checks the chain against the plan kept by the record: no drift; the one
      // problem is the bridge's peer (chain 128 is not deployed in this rehearsal)
      const status = await runFomo(['--chain', '56', '--rpc', chain.rpcUrl, 'status'], {
        FOMO_DEPLOYMENTS_DIR: deployments,
      })
      expect(status.stdout).toContain('no record of its peer chain 128')
      expect(status.stdout).not.toContain('does not match its plan')
    })

    it('npm run build makes the production app and server from the record; two replicas serve it on PostgreSQL', async () => {
      const begun = Date.now()
      const ports = [await freePort()]
      while (ports.length < 2) ports.push(...[await freePort()].filter((port) => port !== ports[0]))
      const publicUrl = `http://127.0.0.1:${ports[0]}`
      const web = join(dir, 'dist', 'web')
      const bundle = join(dir, 'dist', 'server.mjs')
      const build = await runBuild([
        ...['--deployments', join(dir, 'deployments'), '--rpc', `56=${chain.rpcUrl}`, '--base-url', publicUrl],
        ...['--out', web, '--server-out', bundle],
      ])
      expect(build.code, build.stderr).toBe(0)
      expect(JSON.parse(await readFile(join(web, 'config.json'), 'utf8'))).toMatchObject({
        devnet: false,
        defaultChainId: 56,
      })
      console.info(`mainnetRehearsal.test.ts: npm run build took ${seconds(begun)}`)

      // deployed as dist/ beside the production node_modules; a production environment: no FOMO_DEVNET, a fresh key
      await symlink(join(root, 'node_modules'), join(dir, 'dist', 'node_modules'), 'dir')
      await mkdir(join(dir, 'no-devnet'))
      const env: Record<string, string> = {
        FOMO_SIGNER_KEY: signerKey,
        FOMO_DEVNET_DIR: join(dir, 'no-devnet'),
        FOMO_DEPLOYMENTS_DIR: join(dir, 'deployments'),
        FOMO_WEB_ROOT: web,
        FOMO_APP_ORIGIN: publicUrl,
        FOMO_CHAINS: '56',
        FOMO_RPC_56: chain.rpcUrl,
        FOMO_CONFIRMATIONS: '0', // anvil mines no reorgs
        FOMO_LOG_RANGE: '3', // small ranges: the writer is killed part-way through the trader's swaps
        FOMO_POLL_MS: '100',
        LOG_LEVEL: 'warn',
        DATABASE_URL: TEST_DATABASE_URL,
        FOMO_DB_SCHEMA: schema!.name,
        // FOMO_WRITER_POLL_MS left at its default (2 s): the takeover measured is the documented one
      }
      // both at once, as an orchestrator starts them; one that started is killed afterwards even if the other did not
      const starts = await Promise.allSettled(ports.map((port) => startServerProcess(env, { bundle, port })))
      for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value)
      for (const start of starts) if (start.status === 'rejected') throw start.reason
      await waitFor(async () => (await Promise.all(servers.map(healthOf))).some((health) => health.writer), {
        what: 'a writer',
      })
      const healths = await Promise.all(servers.map(healthOf))
      expect(healths.filter((health) => health.writer)).toHaveLength(1)
      const head = await chain.provider.getBlockNumber()
      await waitFor(async () => (await indexedHeadOf(servers[0]!)) >= head, {
        what: `the replicas to index to ${head}`,
      })
      expect(await indexedHeadOf(servers[1]!)).toBeGreaterThanOrEqual(head) // one database: both read the same
      // each replica's Prometheus metrics: the same indexed head, one writer, the request latencies
      const scrapes = await Promise.all(servers.map(async (server) => (await fetch(`${server.url}/metrics`)).text()))
      const value = (text: string, series: string) =>
        Number(
          text
            .split('\n')
            .find((line) => line.startsWith(`${series} `))
            ?.slice(series.length + 1),
        )
      for (const text of scrapes) {
        expect(value(text, 'fomo_chain_indexed_head{chain_id="56"}')).toBeGreaterThanOrEqual(head)
        expect(text).toContain('fomo_http_request_duration_seconds_bucket{')
        expect(text).toContain('# TYPE fomo_bridge_relays gauge')
      }
      expect(scrapes.map((text) => value(text, 'fomo_writer')).sort()).toEqual([0, 1])
    })

    it('in Chromium, the served app adds liquidity to AURA/USDT and swaps through it with an injected wallet', async () => {
      const begun = Date.now()
      const [aura, usdt] = ['AURA', 'USDT'].map(
        (symbol) => chain.record.tokens.find((token) => token.symbol === symbol)!.address,
      ) as [string, string]
      browser = await launchChromium()
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      wallet = new TestWallet({
        privateKey: USER!.privateKey,
        chains: { 56: chain.rpcUrl },
        chainId: 56,
        authorized: true,
      })
      await wallet.install(page)
      const served = servers[0]!.url
      const response = await page.goto(`${served}/#/add/${aura}/${usdt}`, {
        waitUntil: 'domcontentloaded',
        timeout: 60_000,
      })
      // the production page under the server's policy: scripts from its origin only, the chain's node reachable
      const csp = response?.headers()['content-security-policy'] ?? ''
      expect(csp).toContain("script-src 'self';")
      expect(csp).toContain(new URL(chain.rpcUrl).origin)
      await page.getByTestId('account-button').waitFor()

      // the deployment created the pair empty: the user is its first provider and sets its price (1 AURA = 2 USDT)
      const empty = await poolOf(chain, aura, usdt)
      expect([empty.reserveA, empty.reserveB]).toEqual([0n, 0n])
      await page.getByTestId('add-first-provider').waitFor()
      await page.getByTestId('amount-a').fill('1000')
      await page.getByTestId('amount-b').fill('2000')
      await approveAndSupply(page)
      await expect.poll(async () => (await poolOf(chain, aura, usdt)).reserveA).toBe(1000n * E18)
      expect((await poolOf(chain, aura, usdt)).reserveB).toBe(2000n * E18)
      await page.getByTestId('add-close').click()

      // then swaps 10 USDT for AURA through it, paid what the router quotes
      await page.evaluate((hash) => {
        window.location.hash = hash
      }, `#/swap?inputCurrency=${usdt}&outputCurrency=${aura}`)
      await waitForSwapForm(page)
      await page.getByTestId('amount-input').fill('10')
      const [, expectedOut] = await amountsOut(chain, 10n * E18, [usdt, aura])
      await approveIfAsked(page)
      const before = await balanceOf(chain, aura, wallet.address)
      await swapThroughDialog(page)
      await expect.poll(() => balanceOf(chain, aura, wallet!.address)).toBe(before + expectedOut!)
      swaps.push(...(await latestTransactionsOf(chain.provider, wallet.address)))
      expect(swaps).toHaveLength(1)
      const pool = await poolOf(chain, aura, usdt)
      expect([pool.reserveA, pool.reserveB]).toEqual([1000n * E18 - expectedOut!, 2010n * E18])
      expect(errors).toEqual([])
      console.info(`mainnetRehearsal.test.ts: the browser part took ${seconds(begun)}`)
    })

    it('the indexing replica SIGKILLed, the other takes over in time and stores every pair event once', async () => {
      const [writer, standby] = (await healthOf(servers[0]!)).writer
        ? [servers[0]!, servers[1]!]
        : [servers[1]!, servers[0]!]
      expect((await healthOf(standby)).writer).toBe(false)
      const head = await chain.provider.getBlockNumber()
      await waitFor(async () => (await indexedHeadOf(writer)) >= head, {
        what: `the writer to index the browser's trades`,
      })

      // the trader swaps straight on the router while the writer is killed part-way through indexing them
      const trading = sendSwaps(chain, { count: 20, symbols: ['USDT', 'AURA'], account: 6 })
      await waitFor(async () => (await indexedHeadOf(writer)) > head, { what: 'the writer to index the first swaps' })
      const indexedAtKill = await indexedHeadOf(writer)
      const headAtKill = await chain.provider.getBlockNumber()
      writer.child.kill('SIGKILL')
      const killedAt = Date.now()
      await writer.exited
      await waitFor(async () => (await healthOf(standby)).writer, {
        what: 'the standby to take over',
        timeout: TAKEOVER_BOUND_MS,
      })
      const takeoverMs = Date.now() - killedAt
      console.info(
        `mainnetRehearsal.test.ts: the writer was killed having indexed to block ${indexedAtKill} of ${headAtKill}; the standby became the writer ${takeoverMs} ms later (bound ${TAKEOVER_BOUND_MS} ms)`,
      )
      expect(takeoverMs).toBeLessThan(TAKEOVER_BOUND_MS)

      // what the killed writer left, and swaps made after the takeover, are the new writer's to index
      swaps.push(...(await trading))
      swaps.push(...(await sendSwaps(chain, { count: 5, symbols: ['AURA', 'USDT'], account: 6 })))
      const last = await chain.provider.getBlockNumber()
      await waitFor(async () => (await indexedHeadOf(standby)) >= last, { what: `the new writer to index to ${last}` })
      expect((await healthOf(standby)).chains).toEqual([{ chainId: 56, indexedHead: last, state: 'indexing' }])
      const db = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema: schema!.name })
      try {
        await expectPairEventsIndexedOnce(db, chain, swaps)
      } finally {
        await db.close()
      }
    })
  },
)
