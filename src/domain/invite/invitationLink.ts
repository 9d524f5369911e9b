/**
 * The invitation link of `inviter` (spec section 2, invitation and income): the app's swap screen with `paddr`, which
 * registers the inviter when a friend opens it. `appUrl` is where the app is served; its query and hash are dropped.
 *
 * @example invitationLink('http://127.0.0.1:8787', '0xAb…') // 'http://127.0.0.1:8787/#/swap?paddr=0xab…'
 */
export function invitationLink(appUrl: string, inviter: string): string {
  let base = appUrl.split('#')[0]?.split('?')[0] ?? ''
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/]+$/i.test(base)) base += '/'
  return `${base}#/swap?paddr=${inviter.toLowerCase()}`
}
