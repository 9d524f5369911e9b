import type { InviteBindingFacts } from '../../src/domain/invite/checkInviteBinding'
import type { SignedBinding, SignedInvitation } from '../../src/domain/invite/SignedBinding'
import type { InvitationBound, SeasonEvent } from '../../src/domain/season/SeasonEvent'
import type { Invitations } from '../../src/ports/Invitations'
import type { EventCursor } from '../../src/ports/MiningEvents'
import type { SeasonEvents } from '../../src/ports/SeasonEvents'

/** SeasonEvents over an array a test fills. */
export class InMemorySeasonEvents implements SeasonEvents {
  events: SeasonEvent[] = []

  async eventsAfter(
    chainId: number,
    cursor: EventCursor | undefined,
    toBlock: number,
    limit: number,
  ): Promise<SeasonEvent[]> {
    const after = (event: SeasonEvent) =>
      !cursor ||
      event.blockNumber > cursor.blockNumber ||
      (event.blockNumber === cursor.blockNumber && event.logIndex > cursor.logIndex)
    return this.events
      .filter((event) => event.chainId === chainId && event.blockNumber <= toBlock && after(event))
      .slice(0, limit)
  }
}

/**
 * Invitations over an array of bindings a test fills (oldest first); `bind` appends without the store's lock. A binding
 * pushed straight onto `bound` has no signed terms; `signed` holds those `bind` was given.
 */
export class InMemoryInvitations implements Invitations {
  bound: InvitationBound[] = []
  readonly signed = new Map<string, SignedInvitation>()

  async bind(
    signed: SignedInvitation,
    check: (facts: InviteBindingFacts) => void,
    time = Math.floor(Date.now() / 1000),
  ): Promise<void> {
    const { invitee, inviter } = signed
    const ancestors: string[] = []
    for (let up = this.inviterNow(inviter); up !== undefined; up = this.inviterNow(up)) ancestors.push(up)
    check({ invitee, inviter, existingInviter: this.inviterNow(invitee), inviterAncestors: ancestors })
    this.bound.push({ kind: 'invitationBound', invitee, inviter, time })
    this.signed.set(invitee, signed)
  }

  async signedBindings(): Promise<SignedBinding[]> {
    return this.bound.map(({ invitee, inviter, time }) => {
      const signed = this.signed.get(invitee)
      return {
        invitee,
        inviter,
        time,
        chainId: signed?.chainId,
        expiresAt: signed?.expiresAt,
        signature: signed?.signature ?? '0x',
      }
    })
  }

  async inviterOf(invitee: string): Promise<string | undefined> {
    return this.inviterNow(invitee)
  }

  async bindings(): Promise<InvitationBound[]> {
    return [...this.bound]
  }

  async inviteesOf(inviters: readonly string[]): Promise<InvitationBound[]> {
    return this.bound.filter((binding) => inviters.includes(binding.inviter))
  }

  private inviterNow(invitee: string): string | undefined {
    return this.bound.find((binding) => binding.invitee === invitee)?.inviter
  }
}
