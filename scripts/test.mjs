#!/usr/bin/env node
// `npm test`: every test. Lint, the contracts' build and the CLI bundle; then the TypeScript suites (domain units, and
// integration tests on anvil forks of a seeded devnet) with, beside them, the forge suites, the gas snapshot and the
// type checks, whose output is printed after vitest's.
// Runs every step even after a failure, lists every skipped test with its reason, then prints one closing line:
// `N passed, N failed, N skipped`. A test skipped without a reason in its title (`(skipped: why)`) fails the run.
// The gas snapshot's probes (GasSnapshot, MigratorGasSnapshot) assert nothing: they are left out of the forge run and
// checked once, as the snapshot step.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { closingLine, forgeSkips, skippedLines, vitestSkips } from './testSummary.mjs'
import { root } from './toolchain.mjs'

const bin = (name) => join(root, 'node_modules', '.bin', name)
const node = process.execPath
// kept after the run (test-results/ is ignored by git): where the suite's wall time goes, per project and file
const vitestReport = join(root, 'test-results', 'vitest.json')
mkdirSync(join(root, 'test-results'), { recursive: true })

/**
 * Runs a command; resolves with its exit code and captured stdout. Its output is inherited, or with `hold` kept (with
 * its heading, as `held`) for the caller to print, so that a step running beside vitest does not interleave with it.
 */
function run(label, command, args, { capture = false, hold = false } = {}) {
  const heading = `\n── ${label}: ${[command, ...args].join(' ')}`
  if (!hold) console.log(heading)
  return new Promise((resolve) => {
    const piped = capture || hold
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', piped ? 'pipe' : 'inherit', hold ? 'pipe' : 'inherit'],
    })
    let stdout = ''
    let held = hold ? `${heading}\n` : ''
    child.stdout?.on('data', (chunk) => {
      stdout += chunk
      if (hold) held += chunk
      else process.stdout.write(chunk)
    })
    child.stderr?.on('data', (chunk) => {
      held += chunk
    })
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, held }))
  })
}

const steps = []
let passed = 0
let failed = 0
/** What was skipped, and why: `{ where, why }`. */
const skipped = []
const record = (label, ok) => steps.push({ label, ok })

/** Checks that are not test cases count as one passed or failed check each; resolves with what a held one printed. */
async function check(label, command, args, options) {
  const { code, held } = await run(label, command, args, options)
  record(label, code === 0)
  code === 0 ? passed++ : failed++
  return held
}

await check('lint and format (Biome)', bin('biome'), ['check', '.'])
await check('contracts build and bindings', node, [join(root, 'scripts', 'build-contracts.mjs')])
// the `fomo` bundle the CLI tests run (bin/fomo.mjs would rebuild it too, in each of several processes at once)
await check('CLI bundle (esbuild)', node, [join(root, 'scripts', 'build-cli.mjs')])

// The forge suites, the gas snapshot and the type checks run beside vitest, their output held until it ends: they
// keep a core busy for about 6 minutes on a clean clone (solcjs compiles the test contracts for 3 of them), while the
// vitest suite mostly waits on anvils, servers and Chromium. forge builds into folders of its own, so that it never
// writes contracts/out or its cache while a deploy test or the fresh-clone test reads them.
const FORGE_BUILD = ['--out', 'out-tests', '--cache-path', 'cache-tests']
const beside = (async () => {
  const forge = await run(
    'forge tests',
    node,
    [join(root, 'scripts', 'forge.mjs'), 'test', ...FORGE_BUILD, '--no-match-contract', 'GasSnapshot'],
    { capture: true, hold: true },
  )
  const forgeCounts = /(\d+) tests passed, (\d+) failed, (\d+) skipped/.exec(forge.stdout)
  if (forgeCounts) {
    passed += Number(forgeCounts[1])
    failed += Number(forgeCounts[2])
  }
  skipped.push(...forgeSkips(forge.stdout))
  if (forge.code !== 0 && !(forgeCounts && Number(forgeCounts[2]) > 0)) failed++
  record('forge tests', forge.code === 0)
  const forgeSnapshot = ['snapshot', ...FORGE_BUILD, '--match-contract', 'GasSnapshot', '--check']
  const held = [forge.held]
  held.push(await check('gas snapshot', node, [join(root, 'scripts', 'forge.mjs'), ...forgeSnapshot], { hold: true }))
  held.push(await check('types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { hold: true }))
  const domainTypes = ['--noEmit', '-p', 'tsconfig.domain.json']
  held.push(await check('domain types without DOM or Node', bin('tsc'), domainTypes, { hold: true }))
  return held
})()

const vitest = await run('vitest', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
try {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  if (vitest.code !== 0 && report.numFailedTests === 0) failed++
  skipped.push(...vitestSkips(report, root))
} catch {
  failed++
}
record('vitest', vitest.code === 0)
printSlowest(vitestReport)
for (const output of await beside) console.log(output.trimEnd())

console.log('\n── summary')
for (const step of steps) console.log(`  ${step.ok ? 'ok  ' : 'FAIL'} ${step.label}`)
for (const line of failedTestLines(vitestReport)) console.log(line)
for (const line of skippedLines(skipped)) console.log(line)
failed += skipped.filter((skip) => skip.why === undefined).length // skipped quietly: a failure
console.log(closingLine({ passed, failed, skipped: skipped.length }))
process.exit(failed === 0 && steps.every((step) => step.ok) ? 0 : 1)

/**
 * The failed vitest tests, a line each (file, title, the error's first line), for the summary: a log cut to its last
 * lines (CI's) still names what failed.
 */
function failedTestLines(path) {
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'))
    const lines = []
    for (const file of report.testResults) {
      const name = file.name.replace(`${root}/`, '')
      const failures = file.assertionResults.filter((test) => test.status === 'failed')
      if (failures.length === 0 && file.status === 'failed') lines.push(`  failed ${name}: ${firstLine(file.message)}`)
      for (const test of failures) {
        lines.push(`  failed ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
      }
    }
    return lines
  } catch {
    return []
  }
}

function firstLine(text) {
  return (text ?? '').split('\n')[0].slice(0, 300)
}

/** Prints the vitest projects' summed file times and the ten slowest files, from the JSON report. */
function printSlowest(path) {
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'))
    const files = report.testResults.map((file) => ({
      name: file.name.replace(`${root}/`, ''),
      ms: (file.endTime ?? 0) - (file.startTime ?? 0),
    }))
    const byProject = new Map()
    for (const file of files) {
      const project = file.name.split('/')[1] ?? '?'
      byProject.set(project, (byProject.get(project) ?? 0) + file.ms)
    }
    console.log(`\n── vitest time by folder (files summed; report: ${path})`)
    for (const [project, ms] of [...byProject].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(ms / 1000).toFixed(0).padStart(6)} s  test/${project}`)
    }
    console.log('── slowest files')
    for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      console.log(`  ${(file.ms / 1000).toFixed(0).padStart(6)} s  ${file.name}`)
    }
  } catch {
    // no report: the failure is counted above
  }
}
