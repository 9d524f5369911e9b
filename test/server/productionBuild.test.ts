import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runBuild } from '../support/runBuild'

// `npm run build` (scripts/build.ts) once into a temporary folder from two deployment records of the seeded devnet,
// then the built server (`node server.mjs`, no tsx) serving the built app; plus the build's refusals.
const root = join(import.meta.dirname, '..', '..')
const DEV_WALLET_ONLY = 'The Dev wallet knows only the devnet chains'
const WALLETCONNECT_PROJECT_ID = '0123456789abcdef0123456789abcdef'
const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string }

let dir: string
let deployments: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fomo-prod-build-'))
  deployments = join(dir, 'deployments')
  await mkdir(deployments)
  for (const chainId of [128, 56]) {
    await copyFile(
      join(inject('seededDevnet').dir, 'deployments', `${chainId}.json`),
      join(deployments, `${chainId}.json`),
    )
  }
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('npm start’s web-assets', () => {
  it('rewrites the .br and .gz beside the config.json it writes, so no older copy is served in its place', async () => {
    const out = join(dir, 'devnet-web')
    await mkdir(out, { recursive: true })
    await writeFile(join(out, 'config.json.br'), brotliCompressSync('{"stale":true}')) // as vite copied it from public/
    await writeFile(join(out, 'config.json.gz'), gzipSync('{"stale":true}'))
    const run = await new Promise<Error | null>((resolve) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', join(root, 'scripts', 'web-assets.ts'), '--devnet-dir', dir, '--out', out],
        { cwd: root },
        resolve,
      ),
    )
    expect(run).toBeNull()
    const config = await readFile(join(out, 'config.json'), 'utf8')
    expect(JSON.parse(config)).toMatchObject({ devnet: true, defaultChainId: 128 })
    expect(brotliDecompressSync(await readFile(join(out, 'config.json.br'))).toString()).toBe(config)
    expect(gunzipSync(await readFile(join(out, 'config.json.gz'))).toString()).toBe(config)
  })
})

describe('npm run build refuses', () => {
  it('without deployment records, naming the folder and what to run', async () => {
    const empty = join(dir, 'empty')
    await mkdir(empty, { recursive: true })
    const run = await runBuild(['--base-url', 'https://fomo.example/', '--out', join(dir, 'refused')], {
      FOMO_DEPLOYMENTS_DIR: empty,
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`build: No deployment records in ${empty}`)
    expect(run.stderr).toContain('fomo deploy')
    expect(existsSync(join(dir, 'refused'))).toBe(false)
  })

  it('an RPC URL that is not http(s), from --rpc, the environment or the record', async () => {
    const args = ['--deployments', deployments, '--base-url', 'https://fomo.example/', '--out', join(dir, 'refused')]
    const flag = await runBuild([...args, '--rpc', '128=wss://heco.example/ws'])
    expect(flag.code).toBe(1)
    expect(flag.stderr).toContain('build: --rpc 128 must be an http(s) URL, got "wss://heco.example/ws"')
    const env = await runBuild(args, { FOMO_RPC_56: 'heco.example:8545' })
    expect(env.stderr).toContain('build: FOMO_RPC_56 must be an http(s) URL, got "heco.example:8545"')
    const unknown = await runBuild([...args, '--rpc', '97=https://bsc-testnet.example/'])
    expect(unknown.stderr).toContain('--rpc names chain 97, which has no deployment record (records for 128, 56)')
    const malformed = await runBuild([...args, '--rpc', 'https://heco.example/'])
    expect(malformed.stderr).toContain('--rpc https://heco.example/ is not <chainId>=<url>')
    const projectId = await runBuild([...args, '--walletconnect-project-id', 'my-project'])
    expect(projectId.stderr).toContain(
      'build: --walletconnect-project-id (or FOMO_WALLETCONNECT_PROJECT_ID) must be a WalletConnect project id, 32 hexadecimal characters as cloud.reown.com shows it, got "my-project"',
    )
    expect(existsSync(join(dir, 'refused'))).toBe(false)
  })
})

describe('npm run build', () => {
  let web: string
  let serverBundle: string
  let publicConfigBefore: string | undefined
  beforeAll(async () => {
    web = join(dir, 'web')
    serverBundle = join(dir, 'server', 'server.mjs')
    publicConfigBefore = await readFile(join(root, 'public', 'config.json'), 'utf8').catch(() => undefined)
    const run = await runBuild(
      [
        ...[
          '--deployments',
          deployments,
          '--rpc',
          '128=https://heco.rpc.example/v1',
          '--base-url',
          'https://fomo.example',
        ],
        ...['--out', web, '--server-out', serverBundle],
      ],
      {
        FOMO_RPC_128: 'https://overridden.example/',
        FOMO_RPC_56: 'https://bsc.rpc.example/',
        FOMO_WALLETCONNECT_PROJECT_ID: WALLETCONNECT_PROJECT_ID,
      },
    )
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain('chain 128 (')
    expect(run.stdout).toContain(`build: WalletConnect offered (project ${WALLETCONNECT_PROJECT_ID})`)
  }, 300_000)

  it('configures the app from the records and the given RPC URLs, as no devnet', async () => {
    const config = JSON.parse(await readFile(join(web, 'config.json'), 'utf8'))
    expect(config).toMatchObject({
      devnet: false,
      defaultChainId: 128,
      walletConnectProjectId: WALLETCONNECT_PROJECT_ID,
    })
    expect(config.chains.map((chain: { chainId: number; rpcUrl: string }) => [chain.chainId, chain.rpcUrl])).toEqual([
      [128, 'https://heco.rpc.example/v1'], // --rpc before FOMO_RPC_128
      [56, 'https://bsc.rpc.example/'], // FOMO_RPC_56 before the record's
    ])
    for (const chain of config.chains) expect(chain.wsUrl).toBeUndefined() // the devnet's guess, never elsewhere
    const list = JSON.parse(await readFile(join(web, 'default-token-list.json'), 'utf8'))
    expect(list.tokens.length).toBeGreaterThan(0)
    for (const token of list.tokens.filter((t: { logoURI?: string }) => t.logoURI)) {
      expect(token.logoURI).toMatch(/^https:\/\/fomo\.example\/images\/token\/\w+\.svg$/)
    }
    // public/ is the devnet's: the production configuration is written to the output only
    expect(await readFile(join(root, 'public', 'config.json'), 'utf8').catch(() => undefined)).toBe(publicConfigBefore)
  })

  it('writes the security headers beside the assets (_headers) and the policy as a meta tag in index.html', async () => {
    const headers = await readFile(join(web, '_headers'), 'utf8')
    expect(headers.startsWith('/*\n')).toBe(true)
    const policy = /content-security-policy: (.*)/.exec(headers)?.[1] ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain('https://heco.rpc.example') // the app's RPC origins, named
    expect(policy).toContain('https://bsc.rpc.example')
    expect(policy).not.toMatch(/(connect|img)-src[^;]* https:( |;)/) // no scheme-wide https: source
    expect(headers).toContain('strict-transport-security: max-age=31536000; includeSubDomains')
    expect(headers).toContain('permissions-policy: camera=()')
    const html = await readFile(join(web, 'index.html'), 'utf8')
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/frame-ancestors [^;]+; /, '')}"`,
    )
  })

  it('leaves the Dev wallet out of the production JavaScript', async () => {
    const source = await readFile(join(root, 'src', 'adapters', 'browser', 'createDevWalletProvider.ts'), 'utf8')
    expect(source).toContain(DEV_WALLET_ONLY) // the string is the Dev wallet's; a devnet build carries it
    const scripts = (await readdir(join(web, 'assets'))).filter((name) => name.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(5)
    for (const name of scripts)
      expect(await readFile(join(web, 'assets', name), 'utf8'), name).not.toContain(DEV_WALLET_ONLY)
  })

  it('puts a .br and a .gz beside each asset of 1 KiB or more, config.json’s compressed from its production text', async () => {
    const files = await readdir(web, { recursive: true })
    const assets = files.filter((name) => /\.(js|css|html|json)$/.test(name))
    let compressed = 0
    for (const name of assets) {
      if ((await stat(join(web, name))).size < 1024) continue
      expect(files, name).toContain(`${name}.br`)
      expect(files, name).toContain(`${name}.gz`)
      compressed++
    }
    expect(compressed).toBeGreaterThan(10)
    const config = await readFile(join(web, 'config.json'), 'utf8')
    expect(brotliDecompressSync(await readFile(join(web, 'config.json.br'))).toString()).toBe(config)
  })

  describe('node server.mjs', () => {
    const keys = {
      FOMO_SIGNER_KEY: Wallet.createRandom().privateKey,
      FOMO_RELAYER_KEY: Wallet.createRandom().privateKey,
      FOMO_DRAW_OPERATOR_KEY: Wallet.createRandom().privateKey,
    }
    let server: ChildProcess
    let stdout = ''
    let stderr = ''
    let url: string
    beforeAll(async () => {
      // deployed as dist/ beside the production node_modules
      await symlink(join(root, 'node_modules'), join(dir, 'server', 'node_modules'), 'dir')
      server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
        cwd: dir,
        env: {
          PATH: process.env.PATH ?? '',
          ...keys,
          FOMO_PORT: '0',
          FOMO_DEVNET_DIR: join(dir, 'no-devnet'), // the records come from FOMO_DEPLOYMENTS_DIR only
          FOMO_DEPLOYMENTS_DIR: deployments,
          FOMO_PGLITE_DIR: join(dir, 'server-db'),
          FOMO_WEB_ROOT: web,
          FOMO_APP_ORIGIN: 'https://fomo.example',
          FOMO_POLL_MS: '100',
          LOG_LEVEL: 'info',
        },
      })
      server.stdout?.on('data', (chunk) => {
        stdout += chunk
      })
      server.stderr?.on('data', (chunk) => {
        stderr += chunk
      })
      url = await new Promise<string>((resolve, reject) => {
        server.stdout?.on('data', () => {
          const match = /"url":"(http:[^"]+)"/.exec(stdout)
          if (match) resolve(match[1]!)
        })
        server.once('exit', (code) => reject(new Error(`the server stopped (exit ${code}): ${stderr}`)))
      })
    }, 90_000)
    afterAll(async () => {
      if (server?.exitCode === null) {
        server.kill('SIGKILL')
        await new Promise((resolve) => server.once('exit', resolve))
      }
    })

    it('serves the built app at / and answers /api/health, then stops on SIGTERM', async () => {
      await expect
        .poll(async () => (await (await fetch(`${url}/api/health`)).json()).data, { timeout: 60_000, interval: 200 })
        .toMatchObject({
          status: 'degraded', // its relayer and draw operator (fresh keys) hold no gas
          version,
          writer: true,
          chains: [
            { chainId: 128, indexedHead: expect.any(Number), state: 'indexing' },
            { chainId: 56, indexedHead: expect.any(Number), state: 'indexing' },
          ],
          sending: expect.arrayContaining([expect.objectContaining({ role: 'relayer', balance: '0', low: true })]),
        })
      const page = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } })
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(await page.text()).toContain('<div id="root">')
      expect((await (await fetch(`${url}/config.json`)).json()).devnet).toBe(false)
      expect((await fetch(`${url}/api/market/128/pairs`)).status).toBe(200)
      expect((await fetch(`${url}/api/market/x/pairs`)).status).toBe(400)
      expect((await fetch(`${url}/api/nothing-here`)).status).toBe(404)
      server.kill('SIGTERM')
      const code = await new Promise((resolve) => server.once('exit', resolve))
      expect(code).toBe(0)
    })

    it('logged JSON lines only, with level, time, msg and the request ids, and never a key', () => {
      const lines = stdout.trim().split('\n')
      expect(lines.length).toBeGreaterThan(5)
      const logs = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
      for (const log of logs) {
        expect(typeof log.level).toBe('number')
        expect(typeof log.time).toBe('number')
        expect(typeof log.msg).toBe('string')
      }
      const requests = logs.filter((log) => log.msg === 'incoming request')
      expect(requests.length).toBeGreaterThanOrEqual(5) // the page, config.json and the API calls; health is not logged
      expect(stdout).not.toContain('/api/health')
      expect(logs.some((log) => String(log.msg).startsWith('sending account low on gas'))).toBe(true)
      expect(logs.some((log) => String(log.msg).startsWith('shutting down'))).toBe(true)
      for (const log of requests) expect(log.reqId).toEqual(expect.any(String))
      const output = (stdout + stderr).toLowerCase()
      for (const [name, key] of Object.entries(keys)) {
        expect(output.includes(key.slice(2).toLowerCase()), name).toBe(false)
      }
    })
  })
})
