import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { freePort } from '../../support/freePort'

const root = join(import.meta.dirname, '..', '..', '..')

/** A server running `src/server/main.ts` in its own process. */
export interface ServerProcess {
  child: ChildProcess
  url: string
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output(): string
  /** Resolves once the process has exited. */
  exited: Promise<void>
}

/**
 * Starts `src/server/main.ts` (through tsx), or with `bundle` the built server (`node dist/server.mjs` of `npm run
 * build`, run from its own folder), in its own process on `port` (a free one by default), with `env` over this process's environment
 * (minus DATABASE_URL and FOMO_*), and resolves once it listens.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { bundle?: string; port?: number } = {},
): Promise<ServerProcess> {
  const { bundle } = options
  const port = options.port ?? (await freePort())
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && !name.startsWith('FOMO_')),
  )
  const args = bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', join(root, 'src', 'server', 'main.ts')]
  const child = spawn(process.execPath, args, {
    cwd: bundle ? dirname(bundle) : root,
    env: { ...inherited, ...env, FOMO_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk
      if (output.includes('FomoSwap API listening')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited }
}
