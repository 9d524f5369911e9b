#!/usr/bin/env node
// Runs the npm-installed forge on the contracts/ project: `node scripts/forge.mjs test -vv`.
import { spawnSync } from 'node:child_process'
import { foundryBinary, root } from './toolchain.mjs'

const result = spawnSync(foundryBinary('forge'), [...process.argv.slice(2), '--root', 'contracts'], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
