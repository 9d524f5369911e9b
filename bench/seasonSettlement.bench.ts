// Season settlement over 100,000 accounts in one invitation forest with 1,000,000 energy events (issue 14's
// benchmark): the energy ledger built from the events, the pure settlement (extend reward, split, titles), and its one
// transaction into the reward ledger on PGlite (and PostgreSQL when DATABASE_URL is set). Prints time and peak RSS.
// Run: npx tsx bench/seasonSettlement.bench.ts   (goal: under 10 s and 1 GiB)
import { type DatabaseLocation, openDatabase } from '../src/adapters/db/openDatabase'
import { PgSeasonSettlements } from '../src/adapters/db/PgSeasonSettlements'
import type { MiningEvent } from '../src/domain/mining/MiningEvent'
import { advanceEnergyLedger, applyEnergyEvents } from '../src/domain/season/applyEnergyEvents'
import { EnergyLedger } from '../src/domain/season/EnergyLedger'
import type { InvitationBound, SeasonEvent, TitleClaimedEvent } from '../src/domain/season/SeasonEvent'
import { seasonSettlement } from '../src/domain/season/seasonSettlement'
import { titlesHeldAt } from '../src/domain/season/titlesHeldAt'

const ACCOUNTS = 100_000
const EVENTS = 1_000_000
const DAY = 86_400
const E18 = 10n ** 18n
const LP = '0x'.padEnd(42, 'a')
const [T1, T2] = ['0x'.padEnd(42, 'e'), '0x'.padEnd(42, 'f')]
const account = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

let peak = 0
const sample = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 20)

let block = 0
const origin = (time: number) => ({ chainId: 128, blockNumber: ++block, logIndex: 0, txHash: '0x', time })
const events: (MiningEvent | SeasonEvent)[] = [
  { kind: 'poolAdded', ...origin(0), lpToken: LP, rewardToken: T1, rewardPerSecond: 1n },
  { kind: 'lockOptionSet', ...origin(0), lpToken: LP, lockDays: 0, weight: 10_000, energyRatio: 10_000 },
  { kind: 'energySharesSet', ...origin(0), directBps: 2_000, diffusedBps: 1_000 },
  { kind: 'extendRewardSet', ...origin(0), bps: 1_000 },
  { kind: 'seasonOpened', ...origin(0), number: 1, endTime: 10 * DAY, nft1Ask: 20n * E18, nft2Ask: 200n * E18 },
  { kind: 'seasonFunded', ...origin(0), number: 1, token: T1, amount: 10n ** 24n, totalFund: 10n ** 24n },
  { kind: 'seasonFunded', ...origin(0), number: 1, token: T2, amount: 10n ** 22n, totalFund: 10n ** 22n },
]
// a forest: account i is invited by (i - 1) / 3 (each inviter has three friends), ten trees
const bindings: InvitationBound[] = []
for (let i = 10; i < ACCOUNTS; i++)
  bindings.push({ kind: 'invitationBound', invitee: account(i), inviter: account(Math.floor((i - 10) / 3)), time: 1 })
const pledged = new Array<bigint>(ACCOUNTS).fill(0n)
let seed = 42
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  return seed / 2_147_483_648
}
const PLEDGES = EVENTS - events.length - bindings.length
/** The pledges and withdrawals in pages, as the server reads them from the database (never all in memory). */
function* pages(size: number): Generator<MiningEvent[]> {
  let page: MiningEvent[] = []
  for (let n = 0; n < PLEDGES; n++) {
    const time = 2 + Math.floor((n / PLEDGES) * 9 * DAY)
    const i = Math.floor(random() * ACCOUNTS)
    const who = account(i)
    if (pledged[i]! > 0n && random() < 0.3) {
      const amount = pledged[i]! / 2n
      pledged[i]! -= amount
      page.push({ kind: 'withdrawn', ...origin(time), account: who, lpToken: LP, amount })
    } else {
      const amount = BigInt(1 + Math.floor(random() * 20)) * E18
      pledged[i]! += amount
      page.push({
        kind: 'deposited',
        ...origin(time),
        account: who,
        lpToken: LP,
        lockId: 0n,
        amount,
        lockDays: 0,
        weight: 10_000,
        energyRatio: 10_000,
        unlockAt: time,
      })
    }
    if (page.length === size) {
      yield page
      page = []
    }
  }
  if (page.length > 0) yield page
}
const claims: TitleClaimedEvent[] = []
for (let i = 0; i < 1_000; i++)
  claims.push({ kind: 'titleClaimed', ...origin(0), account: account(i * 97), number: 0, tier: 1 })
console.log(`${ACCOUNTS} accounts, ${events.length + bindings.length + PLEDGES} energy events`)

const started = performance.now()
const ledger = new EnergyLedger()
let next = applyEnergyEvents(ledger, events, bindings, 0)
for (const page of pages(5_000)) next = applyEnergyEvents(ledger, page, bindings, next)
advanceEnergyLedger(ledger, 10 * DAY + 1, bindings, next)
const built = performance.now()
const season = ledger.season(1)!
const settlement = seasonSettlement(season, ledger.energies(1), titlesHeldAt(claims, 1, season.endTime))
const computed = performance.now()
const ledgerPeak = Math.max(peak, process.memoryUsage().rss)
console.log(
  `energy ledger ${((built - started) / 1000).toFixed(2)} s; settlement ${((computed - built) / 1000).toFixed(2)} s: ` +
    `${settlement.credits.length} credits, ${[...settlement.titles.values()].flat().length} titles`,
)
const locations: [string, DatabaseLocation][] = [['pglite', {}]]
if (process.env.DATABASE_URL)
  locations.push(['postgres', { databaseUrl: process.env.DATABASE_URL, schema: `bench_${Date.now()}` }])
for (const [name, location] of locations) {
  const db = await openDatabase(location)
  const at = performance.now()
  await new PgSeasonSettlements(db).record(128, settlement, { number: 1, hash: '0x1', timestamp: 10 * DAY + 1 })
  console.log(
    `${name}: one transaction of ${settlement.credits.length} credits ${((performance.now() - at) / 1000).toFixed(2)} s`,
  )
  if (location.schema) await db.exec(`drop schema ${location.schema} cascade`)
  await db.close()
}
clearInterval(sample)
peak = Math.max(peak, process.memoryUsage().rss)
console.log(
  `settlement total ${((computed - started) / 1000).toFixed(2)} s (ledger + split); peak RSS ${(ledgerPeak / 2 ** 20).toFixed(0)} MiB through the split, ${(peak / 2 ** 20).toFixed(0)} MiB with the databases`,
)
