import { ApiFailure } from './ApiFailure'

/**
 * Refuses a request over a rate limit: with `wait` seconds left to wait (0 within the limit), answers 429 in the
 * envelope with Retry-After, saying "Too many `what`: try again in `wait` s".
 *
 * @example refuseOverLimit(reply, deps.vouchersPerIp.take(`ip:${request.ip}`), 'reward requests')
 */
export function refuseOverLimit(
  reply: { header(name: string, value: string): unknown },
  wait: number,
  what: string,
): void {
  if (wait <= 0) return
  reply.header('retry-after', String(wait))
  throw new ApiFailure(429, `Too many ${what}: try again in ${wait} s`)
}
