#!/usr/bin/env node
// The `fomo` command. Runs the CLI bundled ahead of time (dist/cli/fomo.mjs, see scripts/build-cli.mjs), rebuilding
// the bundle first when a file it was built from changed. Without a bundle (esbuild missing or failing), or with
// FOMO_CLI_TSX=1, it runs the TypeScript sources through tsx's loader as before, which costs seconds per run. On a
// fresh clone the contract bindings both need are built first (scripts/contract-bindings.mjs), or it says what to run.
import { pathToFileURL } from 'node:url'
import { ensureCliBundle } from '../scripts/build-cli.mjs'
import { ensureContractBindings } from '../scripts/contract-bindings.mjs'

if (!ensureContractBindings()) process.exit(1)
const bundle = process.env.FOMO_CLI_TSX === '1' ? undefined : await ensureCliBundle()
if (bundle) {
  await import(pathToFileURL(bundle).href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli/main.ts')
}
