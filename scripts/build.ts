/**
 * `npm run build`: the production build, configured at build time from the deployment records `fomo deploy` wrote:
 * - `<out>` (dist/web): the web app built by vite in production mode (no Dev wallet code), with `config.json`
 *   (devnet false: no Dev wallet, no devnet WebSocket guess) and `default-token-list.json` (logos under --base-url)
 *   written after vite, so `public/` never holds a production configuration; `.br` and `.gz` beside each asset;
 * - `<server-out>` (dist/server.mjs): the server bundled by esbuild, run with `node` (its packages stay in
 *   node_modules: deploy it with `npm ci --omit=dev`).
 *
 * Run: npm run build -- --deployments <dir> --base-url https://fomo.example/ [--rpc 128=https://…]… [--out dist/web]
 *      [--server-out dist/server.mjs] [--walletconnect-project-id <id>]; or FOMO_DEPLOYMENTS_DIR, FOMO_WEB_URL,
 *      FOMO_RPC_<chainId> and FOMO_WALLETCONNECT_PROJECT_ID in the environment. With a WalletConnect project id (from
 *      cloud.reown.com) the app offers WalletConnect; without one it does not.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readDeploymentRecordFile } from '../src/adapters/deployment/readDeploymentRecordFile'
import type { DeploymentRecord } from '../src/domain/deployment/DeploymentRecord'
import { FomoError } from '../src/domain/errors/FomoError'
import { contentSecurityPolicy, webAppSecurityHeaders } from '../src/server/http/contentSecurityPolicy'
import { webAppConnectSources } from '../src/server/http/webAppConnectSources'
import { createAppConfig } from '../src/ui/config/createAppConfig'
import { createDefaultTokenList } from '../src/ui/config/createDefaultTokenList'
import { precompressFile } from './precompress'

/** The build cannot go on: the message says which input is wrong and how to fix it. */
class BuildRefusedError extends FomoError {
  override readonly name = 'BuildRefusedError'
}

const root = resolve(import.meta.dirname, '..')

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      deployments: { type: 'string', default: process.env.FOMO_DEPLOYMENTS_DIR },
      rpc: { type: 'string', multiple: true, default: [] },
      'base-url': { type: 'string', default: process.env.FOMO_WEB_URL },
      out: { type: 'string', default: join(root, 'dist', 'web') },
      'server-out': { type: 'string', default: join(root, 'dist', 'server.mjs') },
      'walletconnect-project-id': { type: 'string', default: process.env.FOMO_WALLETCONNECT_PROJECT_ID },
    },
  })
  if (!values.deployments) {
    throw new BuildRefusedError(
      'Name the deployment records: --deployments <dir> (or FOMO_DEPLOYMENTS_DIR), the folder holding the <chainId>.json files `fomo deploy` wrote.',
    )
  }
  if (!values['base-url']) {
    throw new BuildRefusedError(
      'Name where the app will be served: --base-url https://your.host/ (or FOMO_WEB_URL); the token list links its logos there.',
    )
  }
  const baseUrl = httpUrl('--base-url', values['base-url']).replace(/\/?$/, '/')
  const records = await readDeployments(resolve(values.deployments))
  const rpcUrls = chainRpcUrls(records, values.rpc)
  const walletConnectProjectId = projectId(values['walletconnect-project-id'])
  const out = resolve(values.out)
  const serverOut = resolve(values['server-out'])

  const { build } = await import('vite')
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: out, emptyOutDir: true } })
  // after vite: its copy of public/ may hold a devnet's config.json and token list (and their .br and .gz)
  const config = createAppConfig(records, {
    devnet: false,
    rpcUrls,
    ...(walletConnectProjectId ? { walletConnectProjectId } : {}),
  })
  const list = createDefaultTokenList(records, baseUrl, new Date())
  for (const [name, value] of [
    ['config.json', config],
    ['default-token-list.json', list],
  ] as const) {
    await writeFile(join(out, name), `${JSON.stringify(value, null, 2)}\n`)
    await precompressFile(join(out, name))
  }
  await writeSecurityHeaders(out, Object.values(rpcUrls))
  await bundleServer(serverOut)

  const show = (path: string) => relative(process.cwd(), path) || '.'
  console.log(`build: web app in ${show(out)} (serve it at ${baseUrl}), server in ${show(serverOut)}`)
  for (const record of records) {
    const source = rpcUrls[record.chainId] === record.rpcUrl ? 'the deployment record’s' : 'given'
    console.log(`build: chain ${record.chainId} (${record.name}) read through ${rpcUrls[record.chainId]} (${source})`)
  }
  console.log(
    walletConnectProjectId
      ? `build: WalletConnect offered (project ${walletConnectProjectId})`
      : 'build: no WalletConnect (give --walletconnect-project-id or FOMO_WALLETCONNECT_PROJECT_ID to offer it)',
  )
}

/** The WalletConnect project id, if given: the 32 hexadecimal characters cloud.reown.com shows for a project. */
function projectId(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^[0-9a-f]{32}$/i.test(value)) {
    throw new BuildRefusedError(
      `--walletconnect-project-id (or FOMO_WALLETCONNECT_PROJECT_ID) must be a WalletConnect project id, 32 hexadecimal characters as cloud.reown.com shows it, got "${value}"`,
    )
  }
  return value
}

/**
 * The production app's security headers, written beside its assets for a static host: `_headers` (the format
 * Netlify and Cloudflare Pages read; the same lines go into any server's config), and the Content-Security-Policy as a
 * meta tag in index.html, for a host that sets no header (a meta tag cannot carry frame-ancestors, so the header is
 * better). The server serving FOMO_WEB_ROOT sends the same headers itself.
 */
async function writeSecurityHeaders(out: string, rpcUrls: readonly string[]): Promise<void> {
  const csp = contentSecurityPolicy(webAppConnectSources(out, rpcUrls), { devnet: false })
  const headers = {
    ...webAppSecurityHeaders(csp),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  }
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  await writeFile(join(out, '_headers'), `/*\n${lines.join('\n')}\n`)
  const index = join(out, 'index.html')
  const metaPolicy = csp.replace(/frame-ancestors [^;]+; /, '')
  const html = (await readFile(index, 'utf8')).replace(
    '<head>',
    `<head>\n    <meta http-equiv="Content-Security-Policy" content="${metaPolicy}" />`,
  )
  await writeFile(index, html)
  await precompressFile(index)
}

/** Every `<chainId>.json` in `dir`, checked; the HECO-type chain (128) first, the app's default network. */
async function readDeployments(dir: string): Promise<DeploymentRecord[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const chainIds = names.flatMap((name) => /^([1-9]\d{0,9})\.json$/.exec(name)?.[1] ?? []).map(Number)
  if (chainIds.length === 0) {
    throw new BuildRefusedError(
      `No deployment records in ${dir}: run \`fomo deploy\` for each chain first, or point --deployments (FOMO_DEPLOYMENTS_DIR) at the folder holding their <chainId>.json.`,
    )
  }
  const records = await Promise.all(
    chainIds.map((chainId) =>
      readDeploymentRecordFile(join(dir, `${chainId}.json`), chainId, 'It was there a moment ago: build again.'),
    ),
  )
  return records.sort((a, b) => (a.chainId === 128 ? -1 : b.chainId === 128 ? 1 : a.chainId - b.chainId))
}

/** Each chain's RPC URL for the app: --rpc <chainId>=<url>, else FOMO_RPC_<chainId>, else the record's; http(s) only. */
function chainRpcUrls(records: readonly DeploymentRecord[], flags: readonly string[]): Record<number, string> {
  const given = new Map<number, string>()
  for (const flag of flags) {
    const match = /^([1-9]\d{0,9})=(.+)$/.exec(flag)
    if (!match) throw new BuildRefusedError(`--rpc ${flag} is not <chainId>=<url> (e.g. --rpc 128=https://rpc.host/)`)
    given.set(Number(match[1]), match[2]!)
  }
  for (const chainId of given.keys()) {
    if (!records.some((record) => record.chainId === chainId)) {
      throw new BuildRefusedError(
        `--rpc names chain ${chainId}, which has no deployment record (records for ${records.map((r) => r.chainId).join(', ')})`,
      )
    }
  }
  const urls: Record<number, string> = {}
  for (const { chainId, rpcUrl } of records) {
    const env = process.env[`FOMO_RPC_${chainId}`]
    const [name, url] = given.has(chainId)
      ? [`--rpc ${chainId}`, given.get(chainId)!]
      : env
        ? [`FOMO_RPC_${chainId}`, env]
        : [`the deployment record's rpcUrl for chain ${chainId} (override it with --rpc ${chainId}=<url>)`, rpcUrl]
    urls[chainId] = httpUrl(name, url)
  }
  return urls
}

function httpUrl(name: string, value: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new BuildRefusedError(`${name} must be an http(s) URL, got "${value}"`)
  }
  return value
}

/**
 * Bundles src/server/main.ts into one ES module; its packages stay imports of node_modules (PGlite finds its
 * WebAssembly beside its own module), so each must be a production dependency, or `npm ci --omit=dev` breaks it.
 */
async function bundleServer(outfile: string): Promise<void> {
  const { build } = await import('esbuild')
  await mkdir(dirname(outfile), { recursive: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'src', 'server', 'main.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  })
  const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const imported = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external && !entry.path.startsWith('node:')).map((entry) => entry.path),
  )
  const packageName = (path: string) =>
    path
      .split('/')
      .slice(0, path.startsWith('@') ? 2 : 1)
      .join('/')
  const missing = [...new Set(imported.map(packageName))].filter((name) => !(name in dependencies))
  if (missing.length > 0) {
    throw new BuildRefusedError(
      `The server imports ${missing.join(', ')}, not among package.json's dependencies: a production install (npm ci --omit=dev) would lack it. Move it to dependencies.`,
    )
  }
}

try {
  await main()
} catch (error) {
  process.stderr.write(`build: ${error instanceof Error ? error.message : String(error)}\n`)
  if (!(error instanceof FomoError) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
  process.exit(1)
}
