import type { MiningEvent } from '../../../../src/domain/mining/MiningEvent'
import type { EnergyEvent, InvitationBound, SeasonEvent } from '../../../../src/domain/season/SeasonEvent'
import { SeasonSettler } from '../../../../src/domain/season/SeasonSettler'
import type { SeasonSettlements } from '../../../../src/ports/SeasonSettlements'
import { SeasonLedgers } from '../../../../src/server/programmes/SeasonLedgers'
import { EnergyEventLog } from '../../../domain/season/energyEvents'
import { InMemoryMiningEvents } from '../../../doubles/InMemoryMiningEvents'
import { InMemoryInvitations, InMemorySeasonEvents } from '../../../doubles/InMemorySeasonStores'

const DAY = 86_400
const E18 = 10n ** 18n
export const CHAIN = 128
export const TOKENS = ['0x00000000000000000000000000000000000000f1', '0x00000000000000000000000000000000000000f2']
export const ACCOUNTS = Array.from({ length: 10 }, (_, i) => `0x${(0xa0 + i).toString(16).padStart(40, '0')}`)

const isSeason = (e: EnergyEvent): e is SeasonEvent =>
  ['seasonOpened', 'seasonFunded', 'energySharesSet', 'extendRewardSet', 'titleClaimed'].includes(e.kind)

/**
 * Two seasons of ten days over an invitation tree of 10 accounts (each invited by the one before it halves: i by
 * i / 2), pledges of different sizes, two fund tokens, a 15 % extend reward and title claims of season 1 during
 * season 2; the head stands a day after season 2's end. Deterministic: the child process and the test build the same.
 */
export function settlementScenario() {
  const log = new EnergyEventLog().pool(0)
  log.shares(0, 2_000, 1_000).extend(0, 1_500)
  log.open(0, 1, 10 * DAY, 5n * E18, 60n * E18).fund(0, 1, TOKENS[0]!, 1_000_003n * E18, 1_000_003n * E18)
  log.fund(0, 1, TOKENS[1]!, 777n, 777n)
  log.open(1, 2, 20 * DAY, 5n * E18, 60n * E18).fund(1, 2, TOKENS[0]!, 500_001n * E18, 500_001n * E18)
  for (const [i, account] of ACCOUNTS.entries()) if (i > 0) log.bind(2, account, ACCOUNTS[Math.floor(i / 2)]!)
  for (const [i, account] of ACCOUNTS.entries()) log.deposit(3 + (i % 3), account, BigInt(i + 1) * E18, 0, 10_000)
  log.withdrawn(4 * DAY, ACCOUNTS[5]!, 3n * E18)
  for (const [i, account] of ACCOUNTS.entries())
    if (i % 3 === 0) log.claim(11 * DAY + i, account, 1, 1).claim(11 * DAY + i, account, 1, 2)
  const chain = log.events.filter((e): e is MiningEvent | SeasonEvent => e.kind !== 'invitationBound')
  const bindings = log.events.filter((e): e is InvitationBound => e.kind === 'invitationBound')
  const head = { number: 10_000, time: 21 * DAY }
  return { chain, bindings, head }
}

/** The server's settler over the scenario's indexed events, writing to `settlements`. */
export function scenarioSettler(settlements: SeasonSettlements): SeasonSettler {
  const { chain, bindings, head } = settlementScenario()
  const mining = new InMemoryMiningEvents()
  const seasons = new InMemorySeasonEvents()
  const invitations = new InMemoryInvitations()
  mining.events = chain.filter((e): e is MiningEvent => !isSeason(e))
  seasons.events = chain.filter(isSeason)
  invitations.bound = bindings
  mining.setHead(head.number, head.time)
  return new SeasonSettler(new SeasonLedgers(mining, mining, seasons, invitations), settlements)
}
