import type { AccountCode } from '../../ports/AccountCode'
import type { Clock } from '../../ports/Clock'
import type { Invitations } from '../../ports/Invitations'
import type { SignedMessageVerifier } from '../../ports/SignedMessageVerifier'
import { ChainNodeUnavailableError } from '../errors/ChainNodeUnavailableError'
import { InviteChainNotServedError } from '../errors/InviteChainNotServedError'
import { InviteSignatureMismatchError } from '../errors/InviteSignatureMismatchError'
import { checkInviteBinding } from './checkInviteBinding'
import { checkInviteExpiry } from './checkInviteExpiry'
import { checkInviter } from './checkInviter'
import { inviteMessage } from './inviteMessage'

export interface InvitationBindingServiceDeps {
  invitations: Pick<Invitations, 'bind'>
  verifier: SignedMessageVerifier
  /** The chains' code: a contract is no inviter. */
  code: AccountCode
  clock: Clock
  /** The chains an invitation may be signed for. */
  chains: readonly number[]
}

/** An invitee's signed request to be bound to an inviter; lowercase addresses. */
export interface InvitationRequest {
  readonly invitee: string
  readonly inviter: string
  readonly chainId: number
  /** Unix seconds. */
  readonly expiresAt: number
  /** The invitee's personal_sign signature of inviteMessage over the terms above. */
  readonly signature: string
}

/**
 * A driver's limits around a binding: `admit` runs before any signature is recovered (a refused request costs no
 * recovery), `proven` once the signature proves the invitee's address (junk signatures cannot lock its owner out).
 * Each throws to refuse.
 */
export interface InvitationGate {
  admit(): void
  proven(): void
}

/** The invitations' write on the server (spec section 3): an invitee binds its inviter, once, by its own signature. */
export class InvitationBindingService {
  constructor(private readonly deps: InvitationBindingServiceDeps) {}

  /**
   * Binds the inviter once the invitee proves the address is theirs with a signature of the terms that has not
   * expired, and the inviter passes checkInviter (not the zero address, not the invitee, no contract on the signed
   * chain: read from its node only for a proven request). Nothing about the address's binding is said before its
   * signature verifies; whether it is bound already is told only then, inside the binding's transaction.
   *
   * @throws InviteChainNotServedError, InviteRejectedError (expiry, inviter, cycle, already bound),
   *   InviteSignatureMismatchError, ChainNodeUnavailableError, InviterAlreadyBoundError (from the store).
   */
  async bind(request: InvitationRequest, gate: InvitationGate = { admit() {}, proven() {} }): Promise<void> {
    const { invitee, inviter, chainId, expiresAt, signature } = request
    if (!this.deps.chains.includes(chainId)) throw new InviteChainNotServedError(chainId, this.deps.chains)
    gate.admit()
    checkInviteExpiry(expiresAt, Math.floor(this.deps.clock.now() / 1000))
    const terms = { invitee, inviter, chainId, expiresAt }
    if (this.deps.verifier.recoverSigner(inviteMessage(terms), signature) !== invitee) {
      throw new InviteSignatureMismatchError(invitee)
    }
    gate.proven()
    await checkInviter(terms, {
      hasCode: (chain, address) =>
        this.deps.code.hasCode(chain, address).catch((cause: unknown) => {
          throw new ChainNodeUnavailableError(chain, cause)
        }),
    })
    await this.deps.invitations.bind({ ...terms, signature: signature.toLowerCase() }, checkInviteBinding)
  }
}
