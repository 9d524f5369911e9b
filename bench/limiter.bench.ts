/**
 * The invitation rate limiter under a flood of distinct keys (issue 12 item 1): the per-call cost of `take` on an
 * empty limiter next to one filled with 200,000 keys (its cap holds 100,000), for a key seen before and for a new
 * key (which evicts the oldest at the cap; a plain Map insertion costs about as much). Before the fix a full limiter scanned its map on every call: 39 µs a
 * call at 100,000 live keys, then 15.6 ms.
 *
 * Run: npm run bench:limiter
 */
import { WindowRateLimiter } from '../src/server/http/WindowRateLimiter'

const FILL = 200_000
const CALLS = 200_000

/** Nanoseconds per call of `call(i)` over CALLS calls (after a warm-up). */
function perCall(call: (i: number) => void): number {
  for (let i = 0; i < 10_000; i++) call(CALLS + i)
  const start = process.hrtime.bigint()
  for (let i = 0; i < CALLS; i++) call(i)
  return Number(process.hrtime.bigint() - start) / CALLS
}

function limiter(filled: number): WindowRateLimiter {
  const made = new WindowRateLimiter(5, 60_000)
  for (let i = 0; i < filled; i++) made.take(`ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`)
  return made
}

const fresh = Array.from({ length: CALLS + 10_000 }, (_, i) => `address:0x${i.toString(16).padStart(40, '0')}`)
const rows: [string, number, number][] = []
for (const [label, key] of [
  ['repeated key', (_i: number) => 'ip:192.0.2.1'],
  ['new key each call', (i: number) => fresh[i]!],
] as const) {
  const empty = limiter(0)
  const full = limiter(FILL)
  rows.push([label, perCall((i) => empty.take(key(i))), perCall((i) => full.take(key(i)))])
}
const full = limiter(FILL)
console.log(
  `WindowRateLimiter.take, ${CALLS.toLocaleString('en')} calls each (${full.size.toLocaleString('en')} keys held after ${FILL.toLocaleString('en')} inserted)`,
)
console.log('case                 empty        200,000 keys')
for (const [label, empty, filled] of rows) {
  console.log(
    `${label.padEnd(20)} ${`${empty.toFixed(0)} ns`.padStart(8)}     ${`${filled.toFixed(0)} ns`.padStart(8)}`,
  )
}
