#!/usr/bin/env node
// `npm start`: the whole product on the devnet. Installs what is missing, builds the contracts (and their
// bindings), the `fomo` CLI bundle and the web app, runs the two chains (`fomo devnet`), writes the app's config and
// token list from the deployment records, then runs the server (API + web app on one origin) until Ctrl-C.
// Uses only Node built-ins until the install step has run.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const port = process.env.FOMO_PORT ?? '8787'
const url = `http://127.0.0.1:${port}/`
const devnetDir = process.env.FOMO_DEVNET_DIR ?? join(root, '.devnet')
const webRoot = join(root, 'dist', 'web')
// anvil's dev account 9 signs the server's claim vouchers on the devnet (a public key: devnet only)
const DEVNET_SIGNER_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(
      `npm start: \`${[command, ...args].join(' ')}\` failed (exit ${result.status}); fix that and run npm start again.`,
    )
    process.exit(result.status ?? 1)
  }
}

function newestChange(paths) {
  let newest = 0
  for (const path of paths.filter(existsSync)) {
    const stat = statSync(path)
    newest = Math.max(
      newest,
      stat.isDirectory() ? newestChange(readdirSync(path).map((name) => join(path, name))) : stat.mtimeMs,
    )
  }
  return newest
}

const installed = join(root, 'node_modules', '.package-lock.json')
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs) {
  console.log('npm start: installing dependencies...')
  // not `npm ci`: the registry may lack other platforms' optional binaries, which ci rejects
  step(npm, ['install', '--no-audit', '--no-fund'])
}
step(process.execPath, [join(root, 'scripts', 'build-contracts.mjs')])
step(process.execPath, [join(root, 'scripts', 'build-cli.mjs')]) // the `fomo` bundle, after the bindings it includes
const webSources = ['src', 'public/images', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
  join(root, p),
)
// `npm run build` puts the production app (no Dev wallet, config.json with devnet false) in the same folder
function builtForProduction() {
  try {
    return JSON.parse(readFileSync(join(webRoot, 'config.json'), 'utf8')).devnet === false
  } catch {
    return false
  }
}
if (builtForProduction() || newestChange([join(webRoot, 'index.html')]) < newestChange(webSources)) {
  console.log('npm start: building the web app...')
  step(join(root, 'node_modules', '.bin', 'vite'), ['build', '--mode', 'devnet', '--logLevel', 'warn'])
}

const children = []
let stopping = false
function run(args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  children.push(child)
  child.stdout.pipe(process.stdout)
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`npm start: ${args.slice(-2).join(' ')} stopped (exit ${code}); stopping the rest.`)
      stop(code || 1)
    }
  })
  return child
}
function waitFor(child, text) {
  return new Promise((resolve) => {
    let seen = ''
    child.stdout.on('data', (chunk) => {
      seen += chunk
      if (seen.includes(text)) resolve()
    })
  })
}
function stop(code) {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT')
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null))).then(
    () => process.exit(code),
  )
}
// Ctrl-C (from the terminal, which signals the children too, or sent to this process alone) stops every child;
// each stops once however often it is told, and the chains save their state.
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

const devnet = run([join(root, 'bin', 'fomo.mjs'), 'devnet', ...process.argv.slice(2)], { FOMO_DEVNET_DIR: devnetDir })
await waitFor(devnet, 'Press Ctrl-C to stop.')
step(process.execPath, [
  '--import',
  'tsx',
  join(root, 'scripts', 'web-assets.ts'),
  '--devnet-dir',
  devnetDir,
  '--base-url',
  url,
  '--out',
  webRoot,
])
const server = run(['--import', 'tsx', join(root, 'src', 'server', 'main.ts')], {
  FOMO_PORT: port,
  FOMO_DEVNET_DIR: devnetDir,
  FOMO_WEB_ROOT: webRoot,
  FOMO_APP_ORIGIN: process.env.FOMO_APP_ORIGIN ?? url.slice(0, -1),
  FOMO_SIGNER_KEY: process.env.FOMO_SIGNER_KEY ?? DEVNET_SIGNER_KEY,
  FOMO_DEVNET: 'on', // npm start runs the local devnet: the public dev key above may sign
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
})
await waitFor(server, 'listening on')
console.log(
  `\nFomoSwap is ready: open ${url} (API at ${url}api/, the Dev wallet in the wallet menu). Ctrl-C stops everything.`,
)
