import { execFile } from 'node:child_process'
import { join } from 'node:path'

/** How the HTTP benchmarks load a route: connections at once, for seconds. */
export const LOAD = { connections: 10, seconds: 5 }

/** One route's figures under load. */
export interface Load {
  rps: number
  p50: number
  p99: number
  statuses: string
  /**
   * The CPU this process spent per answered request while loaded (user + system, µs): the benchmarks run the server
   * in their own process and autocannon in another, so it is the server's, and a busy machine changes it far less
   * than requests per second.
   */
  cpuUsPerRequest: number
}

/**
 * autocannon in a second process against `url` (so that the load does not share the server's event loop), after an
 * unmeasured second of the same load: the route's code is optimised, and the work a server does just after it started
 * is over, before the figures are taken (bare Fastify is warmed the same way).
 */
export async function autocannon(url: string): Promise<Load> {
  await run(url, 1)
  return run(url, LOAD.seconds)
}

function run(url: string, seconds: number): Promise<Load> {
  const bin = join(import.meta.dirname, '..', 'node_modules', '.bin', 'autocannon')
  const args = ['-j', '-c', String(LOAD.connections), '-d', String(seconds), url]
  const cpuBefore = process.cpuUsage()
  return new Promise((resolve, reject) => {
    execFile(bin, args, { maxBuffer: 10_000_000 }, (error, stdout) => {
      const cpu = process.cpuUsage(cpuBefore)
      if (error) return reject(error)
      const result = JSON.parse(stdout)
      const statuses = ['1xx', '2xx', '3xx', '4xx', '5xx']
        .filter((s) => result[s] > 0)
        .map((s) => `${s}:${result[s]}`)
        .join(' ')
      const answered = ['1xx', '2xx', '3xx', '4xx', '5xx'].reduce((sum, s) => sum + (result[s] ?? 0), 0)
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        statuses,
        cpuUsPerRequest: answered > 0 ? (cpu.user + cpu.system) / answered : Number.NaN,
      })
    })
  })
}
