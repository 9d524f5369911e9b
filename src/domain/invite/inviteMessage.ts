/**
 * The fixed text an invitee signs (EIP-191 personal_sign) to bind `inviter` as their inviter. It names
 * both addresses (lowercase), so a signature for one inviter cannot be replayed to bind another.
 *
 * @example inviteMessage('0xaa…', '0xbb…') // 'FomoSwap invitation\nInvitee: 0xaa…\nInviter: 0xbb…'
 */
export function inviteMessage(invitee: string, inviter: string): string {
  return `FomoSwap invitation\nInvitee: ${invitee.toLowerCase()}\nInviter: ${inviter.toLowerCase()}`
}
