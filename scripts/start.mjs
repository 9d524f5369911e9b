#!/usr/bin/env node
// `npm start`: installs what is missing, builds the contracts and their bindings, then runs the
// devnet (`fomo devnet`) in the foreground until Ctrl-C. Uses only Node built-ins until installed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(
      `npm start: \`${[command, ...args].join(' ')}\` failed (exit ${result.status}); fix that and run npm start again.`,
    )
    process.exit(result.status ?? 1)
  }
}

const installed = join(root, 'node_modules', '.package-lock.json')
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs) {
  console.log('npm start: installing dependencies...')
  // not `npm ci`: the registry may lack other platforms' optional binaries, which ci rejects
  step(npm, ['install', '--no-audit', '--no-fund'])
}
step(process.execPath, [join(root, 'scripts', 'build-contracts.mjs')])

const devnet = spawn(process.execPath, [join(root, 'bin', 'fomo.mjs'), 'devnet', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
})
// Ctrl-C reaches the devnet through the terminal's process group: wait for it to save its state.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => devnet.kill('SIGTERM'))
devnet.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
