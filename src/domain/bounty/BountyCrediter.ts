import type { BountyCredits, RevealedDrawTotal } from '../../ports/BountyCredits'
import type { IndexedHead } from '../../ports/ChainHeads'
import type { RewardCredit } from '../rewards/RewardCredit'
import type { BountyViews } from './BountyViews'

/** The bounty views at a chain's final head, as the crediter reads them. */
export interface CreditableBountyState {
  readonly views: BountyViews
  readonly head: IndexedHead | undefined
  /** What each revealed draw moved: the cap on its prize credits. */
  readonly revealed: readonly RevealedDrawTotal[]
  /** Changes with the head and the bindings the views were built from. */
  readonly key: string
  /** How many times the chain's events were read again from the start (a reorganisation). */
  readonly rereads: number
}

/** Where the crediter reads the bounty views (the bounty read model at the final heads). */
export interface BountyStates {
  serves(chainId: number): boolean
  state(chainId: number): Promise<CreditableBountyState>
}

/**
 * Writes what the bounty rules owe (BountyViews.credits(): the daily promotion of each ended UTC day, the LP extension
 * of each ended day and each revealed draw's prizes) into the reward ledger, after the indexer has caught up (issue
 * 15). The bounty model it reads stands at the final heads (finalChainHeads), so a day is credited once a block at
 * or after its end is the chain's finality depth deep, from final rounds only; a deeper reorganisation rolls the
 * credits back with their blocks and they are credited again from the canonical chain. Each credit is keyed (BountyCredits writes a key
 * once), so crediting twice, concurrently or again after a crash writes nothing new; a draw's credits never sum past
 * what its reveal moved (checked in the same transaction). A pass sends only the credits this process has not seen
 * written (after a restart, all once more: the ledger ignores the known ones). Invite tasks are credited when
 * received, not here.
 */
export class BountyCrediter {
  /** The state each chain was last credited at: a pass with nothing new indexed writes nothing and reads no table. */
  private readonly creditedAt = new Map<number, string>()
  /**
   * The credits (key, account, token) known written per chain, and the reading of the chain's events they were derived
   * from: a later pass sends only the others, until a reorganisation (a new reading) may have rolled them back.
   */
  private readonly written = new Map<number, { rereads: number; keys: Set<string> }>()

  constructor(
    private readonly bounty: BountyStates,
    private readonly credits: BountyCredits,
  ) {}

  /** Credits what `chainId`'s indexed events owe and was not written yet; resolves the number of credits written now. */
  async creditDue(chainId: number): Promise<number> {
    if (!this.bounty.serves(chainId)) return 0
    const { views, head, revealed, key, rereads } = await this.bounty.state(chainId)
    if (!head || this.creditedAt.get(chainId) === key) return 0
    const seen = this.written.get(chainId)
    const known = seen?.rereads === rereads ? seen.keys : new Set<string>()
    const fresh = views.credits().filter((credit) => !known.has(creditId(credit)))
    // derived at this head: a rollback below it deletes them with the events they came from
    const written = await this.credits.write(chainId, fresh, revealed, head.number)
    // written now or before: the ledger holds each of them (a credit's key is never written twice)
    for (const credit of fresh) known.add(creditId(credit))
    this.written.set(chainId, { rereads, keys: known })
    this.creditedAt.set(chainId, key)
    return written
  }
}

function creditId(credit: RewardCredit): string {
  return `${credit.key}|${credit.account}|${credit.token}`
}
