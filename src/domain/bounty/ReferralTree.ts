import type { InvitationBound } from '../season/SeasonEvent'

interface Node {
  inviter: string | undefined
  /** When the binding to `inviter` was made (seconds). */
  boundAt: number
  friends: string[]
}

/**
 * The referral tree of the invitation bindings (inviter → invitee), for the bounty rules. The bindings follow the
 * invitation rules the server and the energy ledger apply (checkInviteBinding, EnergyLedger): oldest first, the first
 * binding of an invitee wins, a self-binding or one that would close a cycle is ignored. Addresses are compared
 * lowercase.
 *
 * An account's team is its direct friends (its invitees) and diffused friends (their invitees), the two levels the
 * invitation programme shows (spec §2, invitation details). A friend's activity counts for an account from the time
 * the friend joined its team: the binding's time for a direct friend, the later of the two bindings for a diffused
 * one, as friends' energy counts in the season programme; what a friend did before is not the team's doing.
 */
export class ReferralTree {
  private readonly nodes = new Map<string, Node>()

  /** The tree of `bindings`, applied oldest first (a stable sort by time keeps the order of equal times). */
  constructor(bindings: readonly InvitationBound[]) {
    for (const binding of [...bindings].sort((a, b) => a.time - b.time)) this.bind(binding)
  }

  /** `account`'s inviter (its parent), if bound. */
  inviterOf(account: string): string | undefined {
    return this.nodes.get(account.toLowerCase())?.inviter
  }

  /** `account`'s inviter and the time the binding counts from, if bound. */
  bindingOf(account: string): { inviter: string; since: number } | undefined {
    const node = this.nodes.get(account.toLowerCase())
    return node?.inviter === undefined ? undefined : { inviter: node.inviter, since: node.boundAt }
  }

  /** `account`'s direct friends (invitees), ascending. */
  directFriends(account: string): string[] {
    return [...(this.nodes.get(account.toLowerCase())?.friends ?? [])].sort()
  }

  /**
   * `account`'s team: each direct and diffused friend with its level (1 direct, 2 diffused) and the time from which
   * its activity counts for `account`; ascending by address.
   */
  teamOf(account: string): TeamMember[] {
    const members: TeamMember[] = []
    for (const friend of this.nodes.get(account.toLowerCase())?.friends ?? []) {
      const direct = this.nodes.get(friend)!
      members.push({ address: friend, level: 1, since: direct.boundAt })
      for (const diffused of direct.friends)
        members.push({
          address: diffused,
          level: 2,
          since: Math.max(direct.boundAt, this.nodes.get(diffused)!.boundAt),
        })
    }
    return members.sort((a, b) => (a.address < b.address ? -1 : 1))
  }

  /** Every account with at least one friend, ascending: the accounts a team figure can be owed to. */
  inviters(): string[] {
    return [...this.nodes].flatMap(([address, node]) => (node.friends.length > 0 ? [address] : [])).sort()
  }

  private bind({ invitee: rawInvitee, inviter: rawInviter, time }: InvitationBound): void {
    const [invitee, inviter] = [rawInvitee.toLowerCase(), rawInviter.toLowerCase()]
    if (invitee === inviter || this.nodes.get(invitee)?.inviter !== undefined) return
    for (let up: string | undefined = inviter; up !== undefined; up = this.nodes.get(up)?.inviter)
      if (up === invitee) return // a cycle
    this.node(invitee).inviter = inviter
    this.node(invitee).boundAt = time
    this.node(inviter).friends.push(invitee)
  }

  private node(address: string): Node {
    let node = this.nodes.get(address)
    if (!node) {
      node = { inviter: undefined, boundAt: 0, friends: [] }
      this.nodes.set(address, node)
    }
    return node
  }
}

/** A member of an account's team: `level` 1 is a direct friend, 2 a diffused one; its activity counts from `since`. */
export interface TeamMember {
  address: string
  level: 1 | 2
  since: number
}
