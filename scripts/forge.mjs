#!/usr/bin/env node
// Runs the npm-installed forge in the contracts/ project: `node scripts/forge.mjs test -vv`.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { foundryBinary, root } from './toolchain.mjs'

// forge resolves foundry.toml's relative `solc` path from the working directory, so run inside contracts/.
const result = spawnSync(foundryBinary('forge'), process.argv.slice(2), {
  cwd: join(root, 'contracts'),
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
