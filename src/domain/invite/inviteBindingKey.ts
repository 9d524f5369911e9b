/**
 * The key under which a browser remembers that it already asked to bind `inviter` for `invitee`: both addresses
 * lowercase, so a link with another letter case does not prompt again.
 *
 * @example inviteBindingKey('0xAa…', '0xBb…') // '0xaa…>0xbb…'
 */
export function inviteBindingKey(invitee: string, inviter: string): string {
  return `${invitee.toLowerCase()}>${inviter.toLowerCase()}`
}
