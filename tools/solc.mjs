#!/usr/bin/env node
// A solc command-line stand-in for forge, backed by the npm `solc` package (no native solc here).
// `--version` answers like the native binary; `--standard-json` reads the input from stdin and
// writes the compiler's JSON with one synchronous write (piped `solcjs` truncates at 64 KiB).
import { readFileSync, writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isAbsolute, resolve } from 'node:path'

const require = createRequire(import.meta.url)
const solc = require('solc')
const args = process.argv.slice(2)

if (args.includes('--version')) {
  writeSync(1, `solc, the solidity compiler commandline interface\nVersion: ${solc.version()}\n`)
  process.exit(0)
}
if (!args.includes('--standard-json')) {
  writeSync(2, 'tools/solc.mjs supports only --version and --standard-json\n')
  process.exit(1)
}

const allowed = []
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--allow-paths' || args[i] === '--base-path' || args[i] === '--include-path') {
    allowed.push(...args[i + 1].split(','))
  }
}
const basePath = (() => {
  const i = args.indexOf('--base-path')
  return i >= 0 ? args[i + 1] : process.cwd()
})()

function findImports(path) {
  const candidates = isAbsolute(path) ? [path] : [resolve(basePath, path), ...allowed.map((p) => resolve(p, path))]
  for (const candidate of candidates) {
    try {
      return { contents: readFileSync(candidate, 'utf8') }
    } catch {}
  }
  return { error: `File not found: ${path}` }
}

const input = readFileSync(0, 'utf8')
const output = solc.compile(input, { import: findImports })
writeSync(1, output)
