/**
 * The CLI start-up benchmark of issue 11 (item 7, "A fast fomo"): the wall time of `fomo --help` and of
 * `fomo quote 100 DK2 USDT`, each run as a script runs it (a fresh `node bin/fomo.mjs …` process), next to a bare
 * `node -e 0` on the same machine and to the previous way of running the CLI, its TypeScript sources through tsx
 * (`FOMO_CLI_TSX=1`). Then issue 30's item 12: the way the README documents, `./fomo …` (a shell script that execs
 * node on bin/fomo.mjs), beside `node bin/fomo.mjs`, `node -e 0` and `npx fomo` (the way documented before, which
 * has npm look the package's bin up first), with its ratio to `node bin/fomo.mjs` against the goal of 2x; those two
 * are timed in turns, one run of each per round, so that a busy machine weighs on both alike.
 * Medians of RUNS runs (10; the slow tsx and npx rows half as many), after one untimed run each. The
 * quote runs against a devnet seeded for the run on free ports in a temporary folder; settings go to a temporary
 * FOMO_HOME. Beside each wall time, the CPU time the process used (user + system, reported by a preloaded module as
 * it exits): on a busy machine the wall time includes waiting for a core, the CPU time does not.
 *
 * Before each timed run the bundle is brought up to date outside the timing (others may be editing src/), so the
 * rows measure a run of an up-to-date bundle, staleness check included; the check and a rebuild are timed apart.
 *
 * Run: npm run bench:cli   (RUNS=… to change the run count; exit code 1 if a command fails)
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildCli, cliBundleIsFresh, ensureCliBundle } from '../scripts/build-cli.mjs'
import { FileDeploymentRecords } from '../src/adapters/deployment/FileDeploymentRecords'
import { type Devnet, startDevnet } from '../src/adapters/devnet/startDevnet'
import { freePort } from '../test/support/freePort'

const RUNS = Number(process.env.RUNS ?? 10)
const TSX_RUNS = Math.max(3, Math.ceil(RUNS / 2))
const GOALS = { help: 300, quote: 1_000 }
/** The documented way may take at most this many times `node bin/fomo.mjs`'s wall time (issue 30, item 12). */
const DOCUMENTED_GOAL = 2
const root = join(import.meta.dirname, '..')
const bin = join(root, 'bin', 'fomo.mjs')
/** The documented way to run the CLI (README): the repository's `./fomo` script. */
const documented = join(root, 'fomo')
const CPU_MARK = 'fomo-bench-cpu-ms='
const CPU_REPORTER = `import { writeSync } from 'node:fs'
process.on('exit', () => {
  const { user, system } = process.cpuUsage()
  writeSync(2, '\\n${CPU_MARK}' + (user + system) / 1000 + '\\n')
})
`

interface Timed {
  wallMs: number
  cpuMs: number
  failure?: string
}

/** A command to time: node with `args` by default, else `file` (the `./fomo` script, npx) with them. */
interface Run {
  file?: string
  args: string[]
}

function runOnce({ file = process.execPath, args }: Run, env: NodeJS.ProcessEnv): Promise<Timed> {
  return new Promise((resolve) => {
    const started = performance.now()
    execFile(file, args, { cwd: root, env, maxBuffer: 16 << 20 }, (error, _stdout, stderr) => {
      const wallMs = performance.now() - started
      // npx runs node twice (npm, then the bin): their CPU times add up
      const [before, ...cpus] = stderr.split(CPU_MARK)
      const cpuMs = cpus.reduce((sum, cpu) => sum + Number.parseFloat(cpu), 0) || Number.NaN
      const problem = () => `exit ${error?.code}: ${before!.trim().split('\n').slice(-3).join(' | ')}`
      resolve(error ? { wallMs, cpuMs, failure: problem() } : { wallMs, cpuMs })
    })
  })
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const half = sorted.length >> 1
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2
}

/** One untimed run to warm the disk cache, then the median wall and CPU times of `runs` runs. */
async function median(command: string[] | Run, runs: number, env: NodeJS.ProcessEnv): Promise<Timed> {
  const [timed] = await interleaved([command], runs, env)
  return timed!
}

/**
 * The medians of `commands` run in turn, one of each per round (one untimed round first), so that each sees the same
 * load on a shared machine: the way to compare two ways of running one command.
 */
async function interleaved(commands: (string[] | Run)[], runs: number, env: NodeJS.ProcessEnv): Promise<Timed[]> {
  const walls: number[][] = commands.map(() => [])
  const cpus: number[][] = commands.map(() => [])
  const failures: (string | undefined)[] = commands.map(() => undefined)
  for (let run = 0; run <= runs; run++) {
    for (const [i, command] of commands.entries()) {
      if (failures[i]) continue
      if (env.FOMO_CLI_TSX !== '1') await ensureCliBundle()
      const timed = await runOnce(Array.isArray(command) ? { args: command } : command, env)
      if (timed.failure) failures[i] = timed.failure
      else if (run > 0) {
        walls[i]!.push(timed.wallMs)
        cpus[i]!.push(timed.cpuMs)
      }
    }
  }
  return commands.map((_, i) =>
    failures[i]
      ? { wallMs: Number.NaN, cpuMs: Number.NaN, failure: failures[i] }
      : { wallMs: middle(walls[i]!), cpuMs: middle(cpus[i]!) },
  )
}

const seconds = (ms: number) => `${(ms / 1_000).toFixed(3)} s`
const cell = (timed: Timed) => (timed.failure ? 'failed' : `${seconds(timed.wallMs)} (cpu ${seconds(timed.cpuMs)})`)

const checkStarted = performance.now()
const wasFresh = cliBundleIsFresh()
const checkMs = performance.now() - checkStarted
const build = await buildCli()
const freshStarted = performance.now()
cliBundleIsFresh()
const freshCheckMs = performance.now() - freshStarted
console.log(
  `bundle: rebuilt in ${build.ms} ms from ${build.inputs} files; staleness check ${checkMs.toFixed(1)} ms ` +
    `(first call, bundle ${wasFresh ? 'fresh' : 'stale'}), ${freshCheckMs.toFixed(1)} ms (second call, fresh)`,
)

const scratch = await mkdtemp(join(tmpdir(), 'fomo-cli-bench-'))
const reporter = join(scratch, 'cpu-reporter.mjs')
await writeFile(reporter, CPU_REPORTER)
const env = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(reporter).href}`.trim(),
  FOMO_HOME: join(scratch, 'home'),
}
const tsxEnv = { ...env, FOMO_CLI_TSX: '1' }
let devnet: Devnet | undefined
let exitCode = 0
try {
  console.log('starting and seeding a devnet …')
  try {
    devnet = await startDevnet({
      dir: scratch,
      records: new FileDeploymentRecords(scratch),
      ports: { 128: await freePort(), 56: await freePort() },
    })
  } catch (error) {
    console.log(`no devnet (${error instanceof Error ? error.message : error}): the quote row is skipped`)
  }
  const quoteArgs = [bin, '--devnet-dir', scratch, 'quote', '100', 'DK2', 'USDT']
  console.log(`timing: ${RUNS} runs per row, ${TSX_RUNS} through tsx; load average ${loadavg()[0]!.toFixed(2)} …`)
  const baseline = await median(['-e', '0'], RUNS, env)
  const rows = [
    {
      command: 'fomo --help',
      goal: GOALS.help,
      bundled: await median([bin, '--help'], RUNS, env),
      tsx: await median([bin, '--help'], TSX_RUNS, tsxEnv),
    },
    devnet && {
      command: 'fomo quote 100 DK2 USDT',
      goal: GOALS.quote,
      bundled: await median(quoteArgs, RUNS, env),
      tsx: await median(quoteArgs, TSX_RUNS, tsxEnv),
    },
  ]
  console.log(
    `\n── fomo start-up: median wall time (CPU time); load average ${loadavg()[0]!.toFixed(2)} on ` +
      `${availableParallelism()} cores`,
  )
  const table = [
    ['command', 'bundled', 'tsx (before)', 'speed-up', 'goal (wall)', 'result'],
    ['node -e 0', cell(baseline), '', '', '', ''],
    ...rows.map((row) =>
      row
        ? [
            row.command,
            cell(row.bundled),
            cell(row.tsx),
            row.bundled.failure || row.tsx.failure ? '' : `${(row.tsx.wallMs / row.bundled.wallMs).toFixed(1)}x`,
            `< ${seconds(row.goal)}`,
            row.bundled.failure ? 'FAIL (error)' : row.bundled.wallMs < row.goal ? 'pass' : 'FAIL',
          ]
        : ['fomo quote 100 DK2 USDT', '—', '—', '', `< ${seconds(GOALS.quote)}`, 'skipped: no devnet'],
    ),
  ]
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)))
  for (const line of table)
    console.log(
      line
        .map((text, column) => text.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
  for (const row of rows) {
    if (row?.bundled.failure) console.log(`${row.command} (bundled) failed: ${row.bundled.failure}`)
    if (row?.tsx.failure) console.log(`${row.command} (tsx) failed: ${row.tsx.failure}`)
    if (row?.bundled.failure || row?.tsx.failure) exitCode = 1
  }

  // issue 30, item 12: the documented way and node bin/fomo.mjs taken in turns (the same load on both), with npx
  const ways = [
    { command: 'fomo --help', args: ['--help'] },
    rows[1] && { command: 'fomo quote 100 DK2 USDT', args: quoteArgs.slice(1) },
  ].flatMap((way) => (way ? [way] : []))
  const timedWays = []
  for (const way of ways) {
    const [bundled, viaScript] = await interleaved(
      [[bin, ...way.args], { file: documented, args: way.args }],
      RUNS,
      env,
    )
    const npx = await median({ file: 'npx', args: ['fomo', ...way.args] }, TSX_RUNS, env)
    timedWays.push({ ...way, bundled: bundled!, documented: viaScript!, npx })
  }
  console.log(
    `\n── the documented way (README: ./fomo …) beside node bin/fomo.mjs, goal within ${DOCUMENTED_GOAL}x; ` +
      `load average ${loadavg()[0]!.toFixed(2)}`,
  )
  const ratio = (timed: Timed, of: Timed) =>
    timed.failure || of.failure ? '' : `${(timed.wallMs / of.wallMs).toFixed(2)}x`
  const documentedTable = [
    ['command', 'node -e 0', 'node bin/fomo.mjs', './fomo', './fomo ÷ node bin', 'goal', 'result', 'npx fomo (before)'],
    ...timedWays.map((way) => [
      way.command,
      cell(baseline),
      cell(way.bundled),
      cell(way.documented),
      ratio(way.documented, way.bundled),
      `≤ ${DOCUMENTED_GOAL}x`,
      way.documented.failure
        ? 'FAIL (error)'
        : way.documented.wallMs <= DOCUMENTED_GOAL * way.bundled.wallMs
          ? 'pass'
          : 'FAIL',
      way.npx.failure ? 'failed' : `${cell(way.npx)}, ${ratio(way.npx, way.bundled)}`,
    ]),
  ]
  const documentedWidths = documentedTable[0]!.map((_, column) =>
    Math.max(...documentedTable.map((line) => line[column]!.length)),
  )
  for (const line of documentedTable)
    console.log(
      line
        .map((text, column) => text.padEnd(documentedWidths[column]!))
        .join('  ')
        .trimEnd(),
    )
  for (const way of timedWays) {
    if (way.documented.failure) console.log(`${way.command} (./fomo) failed: ${way.documented.failure}`)
    if (way.documented.failure) exitCode = 1
  }
} finally {
  await devnet?.stop()
  await rm(scratch, { recursive: true, force: true })
}
process.exit(exitCode)
