import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const bin = join(root, 'bin', 'fomo.mjs')

export interface FomoRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs the `fomo` CLI to completion and returns its exit code and output; `env` adds to the environment. */
export function runFomo(args: string[], env: Record<string, string> = {}): Promise<FomoRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

export interface LongRunningFomo {
  child: ChildProcess
  /** Everything printed so far. */
  output(): string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

/** Starts a long-running `fomo` command (the devnet) and resolves once `ready` appears in its output. */
export async function startFomo(args: string[], ready: RegExp, timeoutMs = 120_000): Promise<LongRunningFomo> {
  const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGINT') // leave no devnet behind a failed test
      reject(new Error(`fomo ${args.join(' ')} not ready in time:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`fomo ${args.join(' ')} exited with ${code} before it was ready:\n${output}`))
    })
  })
  return { child, output: () => output, exited }
}
