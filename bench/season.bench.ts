import { availableParallelism, loadavg } from 'node:os'
import { DaoVoucherBook } from '../src/domain/leaderboard/DaoVoucherBook'
import { dayCutoff } from '../src/domain/leaderboard/dayCutoff'
import { directorsOfBook } from '../src/domain/leaderboard/directorsAt'
import { latestDayCutoff } from '../src/domain/leaderboard/latestDayCutoff'
import type { MiningEvent } from '../src/domain/mining/MiningEvent'
import { advanceEnergyLedger, applyEnergyEvents } from '../src/domain/season/applyEnergyEvents'
import { awardTitles } from '../src/domain/season/awardTitles'
import { EnergyLedger } from '../src/domain/season/EnergyLedger'
import type { InvitationBound, SeasonEvent } from '../src/domain/season/SeasonEvent'
import { settleSeason } from '../src/domain/season/settleSeason'

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100_000)
const EVENTS = Number(process.env.EVENTS ?? 1_000_000)
const POOLS = 4
const SEASON_DAYS = 7
const DAY = 86_400
const START = 1_800_000_000
const E18 = 10n ** 18n
const TIME_ZONE = 'Asia/Shanghai'
const PAGE = 5_000
const GWEI = 10n ** 9n
const GWEI_PER_LP = 10n ** 9n
const GOALS = { seconds: 10, bytes: 1024 ** 3 }
const address = (prefix: number, n: number) =>
  `0x${prefix.toString(16).padStart(2, '0')}${n.toString(16).padStart(38, '0')}`
const lpTokens = Array.from({ length: POOLS }, (_, i) => address(0xa1, i))
const accounts = Array.from({ length: ACCOUNTS }, (_, i) => address(0xbb, i))
const AURA = address(0xf1, 0)
const LOCKS = [
  [0, 10_000],
  [7, 12_000],
  [30, 15_000],
  [90, 20_000],
] as const

/** A deterministic pseudo-random source, so that every run measures the same events. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const KINDS = ['deposited', 'withdrawn', 'lockMatured'] as const

/** The generated pledges, column by column (as compact as rows in a database): decoded a page at a time. */
interface PledgeColumns {
  length: number
  kind: Uint8Array
  account: Int32Array
  lockDays: Uint8Array
  /** The amount in units of 10^9 wei (a pledge is whole LP; a withdrawal takes half the demand balance). */
  gwei: BigInt64Array
  lockId: Uint32Array
  time: Uint32Array
}

/**
 * One invitation forest over every account (each account but the first 1 % bound to a random earlier one, in the
 * season's first day) and EVENTS energy events in all: the bindings, the season's opening and fund, the pools and
 * their options, then a week of pledges (a quarter of them fixed-term), matured locks moved and demand withdrawals.
 * The pledges are kept in columns and decoded into events a page of PAGE at a time, as the server reads them from
 * its database, so the figures measure the ledgers, not a million event objects held for the benchmark.
 */
function generate(): { setup: (MiningEvent | SeasonEvent)[]; pledges: PledgeColumns; bindings: InvitationBound[] } {
  const next = random(14)
  const bindings: InvitationBound[] = []
  for (let i = Math.ceil(ACCOUNTS / 100); i < ACCOUNTS; i++) {
    const inviter = accounts[Math.floor(next() * i)]!
    bindings.push({
      kind: 'invitationBound',
      invitee: accounts[i]!,
      inviter,
      time: START + Math.floor((i / ACCOUNTS) * DAY),
    })
  }
  const setup: (MiningEvent | SeasonEvent)[] = []
  const origin = (time: number) => originOf(setup.length, time)
  setup.push({ kind: 'energySharesSet', ...origin(START), directBps: 2_000, diffusedBps: 1_000 })
  setup.push({
    kind: 'seasonOpened',
    ...origin(START),
    number: 1,
    endTime: START + SEASON_DAYS * DAY,
    nft1Ask: 1_000n * E18,
    nft2Ask: 10_000n * E18,
  })
  const fund = 50_000n * E18
  setup.push({ kind: 'seasonFunded', ...origin(START), number: 1, token: AURA, amount: fund, totalFund: fund })
  for (const lpToken of lpTokens) {
    setup.push({ kind: 'poolAdded', ...origin(START), lpToken, rewardToken: AURA, rewardPerSecond: E18 / 100n })
    for (const [lockDays, weight] of LOCKS)
      setup.push({ kind: 'lockOptionSet', ...origin(START), lpToken, lockDays, weight, energyRatio: weight })
  }
  const length = EVENTS - bindings.length - setup.length
  const columns: PledgeColumns = {
    length,
    kind: new Uint8Array(length),
    account: new Int32Array(length),
    lockDays: new Uint8Array(length),
    gwei: new BigInt64Array(length),
    lockId: new Uint32Array(length),
    time: new Uint32Array(length),
  }
  const demand = new BigInt64Array(ACCOUNTS) // each account pledges into one pool: i % POOLS
  const lockCount = new Uint32Array(ACCOUNTS)
  const ripe: number[] = [] // the 7-day pledges, in unlock order: the next one to move is ripe[firstRipe]
  let firstRipe = 0
  for (let n = 0; n < length; n++) {
    const time = START + Math.floor((n / length) * SEASON_DAYS * DAY)
    const i = n < ACCOUNTS ? n : Math.floor(next() * ACCOUNTS)
    const roll = next()
    const lock = ripe[firstRipe]
    columns.time[n] = time
    if (n >= ACCOUNTS && lock !== undefined && columns.time[lock]! + 7 * DAY <= time && roll < 0.05) {
      firstRipe++
      const owner = columns.account[lock]!
      columns.kind[n] = 2
      columns.account[n] = owner
      columns.lockId[n] = columns.lockId[lock]!
      columns.gwei[n] = columns.gwei[lock]!
      demand[owner] = demand[owner]! + columns.gwei[lock]!
    } else if (n >= ACCOUNTS && demand[i]! > 0n && roll < 0.35) {
      columns.kind[n] = 1
      columns.account[n] = i
      columns.gwei[n] = demand[i]! / 2n
      demand[i] = demand[i]! - demand[i]! / 2n
    } else {
      const option = next() < 0.75 ? 0 : 1 + Math.floor(next() * 3)
      const lockDays = LOCKS[option]![0]
      const amount = BigInt(Math.floor(next() * 1_000) + 1) * GWEI_PER_LP
      columns.account[n] = i
      columns.lockDays[n] = lockDays
      columns.gwei[n] = amount
      if (lockDays === 0) demand[i] = demand[i]! + amount
      else {
        lockCount[i] = lockCount[i]! + 1
        columns.lockId[n] = lockCount[i]!
        if (lockDays === 7) ripe.push(n)
      }
    }
  }
  return { setup, pledges: columns, bindings }
}

function originOf(index: number, time: number) {
  const blockNumber = index + 1
  return { chainId: 128, blockNumber, logIndex: 0, txHash: `0x${blockNumber.toString(16).padStart(64, '0')}`, time }
}

/** The chain's events in pages of PAGE, in chain order: the setup, then the pledges decoded from their columns. */
function* pages(setup: readonly (MiningEvent | SeasonEvent)[], pledges: PledgeColumns) {
  yield [...setup]
  for (let from = 0; from < pledges.length; from += PAGE) {
    const page: MiningEvent[] = []
    for (let n = from; n < Math.min(from + PAGE, pledges.length); n++) {
      const i = pledges.account[n]!
      const [account, lpToken] = [accounts[i]!, lpTokens[i % POOLS]!]
      const origin = originOf(setup.length + n, pledges.time[n]!)
      const kind = KINDS[pledges.kind[n]!]!
      const [amount, lockId] = [pledges.gwei[n]! * GWEI, BigInt(pledges.lockId[n]!)]
      if (kind === 'withdrawn') page.push({ kind, ...origin, account, lpToken, amount })
      else if (kind === 'lockMatured') page.push({ kind, ...origin, account, lpToken, lockId, amount })
      else {
        const [lockDays, weight] = LOCKS.find(([days]) => days === pledges.lockDays[n])!
        const unlockAt = origin.time + lockDays * DAY
        page.push({
          kind,
          ...origin,
          account,
          lpToken,
          lockId,
          amount,
          lockDays,
          weight,
          energyRatio: weight,
          unlockAt,
        })
      }
    }
    yield page
  }
}

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`
const peak = () => process.resourceUsage().maxRSS * 1024
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
/** Wall and CPU (user + system) milliseconds since `from`: on a shared machine the wall time waits for a core. */
const clock = () => ({ wall: performance.now(), cpu: process.cpuUsage() })
const since = (from: ReturnType<typeof clock>) => {
  const cpu = process.cpuUsage(from.cpu)
  return { wall: performance.now() - from.wall, cpu: (cpu.user + cpu.system) / 1000 }
}
const both = (t: { wall: number; cpu: number }) => `${seconds(t.wall)} (CPU ${seconds(t.cpu)})`

const started = performance.now()
const { setup, pledges, bindings } = generate()
const total = setup.length + pledges.length + bindings.length
console.log(
  `${total.toLocaleString('en')} energy events (${bindings.length.toLocaleString('en')} bindings in one forest, ` +
    `${(setup.length + pledges.length).toLocaleString('en')} mining and season events) over ${ACCOUNTS.toLocaleString('en')} accounts, ` +
    `${POOLS} pools, a ${SEASON_DAYS}-day season; generated in ${seconds(performance.now() - started)}, ` +
    `heap ${mib(process.memoryUsage().heapUsed)}, peak RSS ${mib(peak())}`,
)

const end = START + SEASON_DAYS * DAY
const cutoff = latestDayCutoff(end, TIME_ZONE)
console.log(
  `\n── one pass over the events, each page decoded once: EnergyLedger (settlement) and DaoVoucherBook (leaderboard, ` +
    `the mining events of the blocks before 24:00 ${TIME_ZONE})`,
)
const passing = clock()
let ledger: EnergyLedger | undefined = new EnergyLedger()
const book = new DaoVoucherBook()
let left = 0
let booked = 0 // wall milliseconds spent in the voucher book
for (const page of pages(setup, pledges)) {
  left = applyEnergyEvents(ledger, page, bindings, left)
  const from = performance.now()
  // chain order: the events before the cut-off are a prefix, as directorsAt takes them
  for (const event of page) if ('lpToken' in event && event.time < cutoff.time) book.apply(event)
  booked += performance.now() - from
}
advanceEnergyLedger(ledger, end, bindings, left)
const pass = since(passing)
console.log(`pass ${both(pass)}, of which the voucher book ${seconds(booked)} wall; peak RSS ${mib(peak())}`)

console.log('\n── settlement: settleSeason, awardTitles')
const settling = clock()
const season = ledger.season(1)!
const energies = ledger.energies(1)
const split = settleSeason(energies, season.funds, season.nft1Ask)
const titles = awardTitles(energies, season.nft1Ask, season.nft2Ask)
const settlement = since(settling)
ledger = undefined // the season's ledger is done with
const paid = [...split.payouts.get(AURA)!.values()].reduce((sum, share) => sum + share, 0n)
console.log(
  `split and titles ${both(settlement)}; ` +
    `${energies.size.toLocaleString('en')} accounts with energy, ${split.payouts.get(AURA)!.size.toLocaleString('en')} paid ` +
    `(${paid / E18} of 50,000 AURA, dust ${split.unpaid.get(AURA)} wei), ${titles.size.toLocaleString('en')} with a title; ` +
    `peak RSS ${mib(peak())}`,
)

console.log(`\n── leaderboard: directorsOfBook, cut at 24:00 ${TIME_ZONE}`)
const ranking = clock()
const rows = directorsOfBook(book, cutoff.time)
const leaderboard = since(ranking)
console.log(
  `day ${cutoff.day} (cut at ${new Date(dayCutoff(cutoff.day, TIME_ZONE) * 1000).toISOString()}): ` +
    `${rows.length.toLocaleString('en')} ranked, director 51 holds ${rows[50] ? rows[50].voucher / E18 : 0} LP of voucher, ` +
    `in ${both(leaderboard)}; peak RSS ${mib(peak())}`,
)

const wall = pass.wall + settlement.wall + leaderboard.wall
const cpu = pass.cpu + settlement.cpu + leaderboard.cpu
const memory = peak()
const verdict = (met: boolean) => (met ? 'met' : 'NOT met')
console.log(
  `\n${'figure'.padEnd(38)}${'measured'.padEnd(12)}goal\n` +
    `${'settlement + leaderboard, wall'.padEnd(38)}${seconds(wall).padEnd(12)}under ${GOALS.seconds} s: ${verdict(wall < GOALS.seconds * 1000)}\n` +
    `${'settlement + leaderboard, CPU'.padEnd(38)}${seconds(cpu).padEnd(12)}under ${GOALS.seconds} s: ${verdict(cpu < GOALS.seconds * 1000)}\n` +
    `${'peak RSS (whole process)'.padEnd(38)}${mib(memory).padEnd(12)}under 1 GiB: ${verdict(memory < GOALS.bytes)}\n` +
    `(load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores: a wall time above its CPU time waited for a core)`,
)
