/** A hash route split into its path and search: `#/add/0xa?x=1` gives `{ path: '/add/0xa', search: '?x=1' }`. */
export function parseHashLocation(hash: string): { path: string; search: string } {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  const at = raw.indexOf('?')
  const path = at === -1 ? raw : raw.slice(0, at)
  const search = at === -1 ? '' : raw.slice(at)
  return { path: path === '' ? '/' : path, search }
}
