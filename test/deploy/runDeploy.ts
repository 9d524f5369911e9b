import { execFile } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const bin = join(root, 'bin', 'fomo.mjs')

export interface DeployRun {
  code: number | null
  /** The signal that ended the process (SIGKILL from the crash hook), if any. */
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** Runs `fomo deploy <args>` as a real process (the built CLI bundle), with `env` added to the environment. */
export function runDeploy(args: string[], env: Record<string, string> = {}): Promise<DeployRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, 'deploy', ...args],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const failure = error as (Error & { code?: number | null; signal?: NodeJS.Signals | null }) | null
        resolve({ code: failure ? (failure.code ?? null) : 0, signal: failure?.signal ?? null, stdout, stderr })
      },
    )
  })
}
