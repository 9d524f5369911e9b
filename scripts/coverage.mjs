#!/usr/bin/env node
// `npm run coverage:contracts`: line coverage of the AMM contracts from every forge suite except the
// gas measurements. Prints forge's summary table and exits non-zero if the tests fail or any AMM file
// has less than MIN_LINE_COVERAGE of its lines covered. Extra arguments go to forge (`--ir-minimum`,
// `--match-path ...`). Runs the `coverage` profile of contracts/foundry.toml unless FOUNDRY_PROFILE is set.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { foundryBinary, root } from './toolchain.mjs'

const MIN_LINE_COVERAGE = 95
/** The AMM sources held to the bar; other src/ files are shown but not enforced. */
const isAmmFile = (file) => /^src\/(Fomo\w+|WHT)\.sol$|^src\/libraries\//.test(file)
/** Shown nowhere: tests, test utilities, and devnet-only contracts. */
const NOT_MEASURED = '(^|/)test/|^src/devnet/'
/** forge test paths left out: gas tests measure gas, not behaviour, and coverage's unoptimized,
 * instrumented build would only slow them down. */
const NOT_RUN = 'test/gas/**'

const args = [
  'coverage',
  '--report',
  'summary',
  '--no-match-coverage',
  NOT_MEASURED,
  '--no-match-path',
  NOT_RUN,
  ...process.argv.slice(2),
]

// forge resolves foundry.toml's relative `solc` path from the working directory (as scripts/forge.mjs).
const child = spawn(foundryBinary('forge'), args, {
  cwd: join(root, 'contracts'),
  env: { FOUNDRY_PROFILE: 'coverage', ...process.env },
  stdio: ['ignore', 'pipe', 'inherit'],
})
let output = ''
child.stdout.on('data', (chunk) => {
  output += chunk
  process.stdout.write(chunk)
})
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)))

// Rows look like: | src/FomoPair.sol | 98.45% (127/129) | 97.56% (160/164) | ... |
const rows = [...output.matchAll(/^\|\s*(\S+\.sol)\s*\|\s*([\d.]+)% \((\d+)\/(\d+)\)/gm)].map((m) => ({
  file: m[1],
  percent: Number(m[2]),
  covered: Number(m[3]),
  total: Number(m[4]),
}))
const amm = rows.filter((row) => isAmmFile(row.file))
const short = amm.filter((row) => row.percent < MIN_LINE_COVERAGE)

console.log(`\nLine coverage of the AMM contracts (minimum ${MIN_LINE_COVERAGE}%):`)
for (const row of amm) {
  const mark = row.percent < MIN_LINE_COVERAGE ? 'BELOW' : 'ok'
  console.log(`  ${mark.padEnd(5)} ${row.file.padEnd(36)} ${row.percent.toFixed(2)}% (${row.covered}/${row.total})`)
}

let failed = false
if (code !== 0) {
  console.error(`forge coverage exited with ${code} (failing tests or a build error)`)
  failed = true
}
if (amm.length === 0) {
  console.error('no AMM contract found in the coverage table')
  failed = true
}
if (short.length > 0) {
  console.error(`${short.length} AMM file(s) below ${MIN_LINE_COVERAGE}% line coverage`)
  failed = true
}
process.exit(failed ? 1 : 0)
