import { execFile } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')

/** Runs `npm run build`'s script (scripts/build.ts) with `args` and only `env` (and PATH) in its environment. */
export function runBuild(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts', 'build.ts'), ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 240_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error.code as number) ?? 1) : 0, stdout, stderr }),
    )
  })
}
