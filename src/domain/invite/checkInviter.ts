import type { AccountCode } from '../../ports/AccountCode'
import { checkInviterAddress } from './checkInviterAddress'
import { InviteRejectedError } from './InviteRejectedError'

/**
 * Every rule about who may be an inviter, run by each driver before the invitee is asked to sign and by the server's
 * `player-invite` before it binds: not the zero address, not the invitee (checkInviterAddress), and no contract on
 * the chain the invitation is signed on — a contract has no key to invite anyone with or to use what the programme
 * credits it (a token, a pair, the router pasted by mistake). Whether an inviter is already bound or makes a cycle is
 * checkInviteBinding's, inside the binding's transaction.
 *
 * @throws InviteRejectedError 'zero-inviter', 'self-invite' or 'contract-inviter'; the port's error when the chain's
 *   node cannot be asked.
 * @example await checkInviter({ invitee, inviter, chainId: 128 }, accountCode)
 */
export async function checkInviter(
  terms: { readonly invitee: string; readonly inviter: string; readonly chainId: number },
  code: AccountCode,
): Promise<void> {
  checkInviterAddress(terms.invitee, terms.inviter)
  if (await code.hasCode(terms.chainId, terms.inviter)) {
    throw new InviteRejectedError(
      'contract-inviter',
      `${terms.inviter.toLowerCase()} is a contract on chain ${terms.chainId}, not a person's account: give the address of the wallet that invited you`,
      { inviter: terms.inviter.toLowerCase(), chainId: terms.chainId },
    )
  }
}
