import type { RouteResolution } from './RouteResolution'
import type { ScreenId } from './ScreenId'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const INVALID_ADDRESS: RouteResolution = { kind: 'redirect', to: '/migrate/v1', problem: 'invalid address' }
const HYPHEN_JOINED_ADDRESSES = /^(0x[0-9a-fA-F]{40})-(0x[0-9a-fA-F]{40})$/
/** The network whose home is the HJW exchange (spec section 2). */
const HJW_HOME_CHAIN_ID = 128

/** Static routes: exact and strict (a trailing slash does not match). */
const STATIC_SCREENS: Readonly<Record<string, ScreenId>> = {
  '/swap': 'swap',
  '/send': 'send',
  '/find': 'find',
  '/pool': 'pool',
  '/migrate/v1': 'migrateV1',
  '/bankincome': 'bankIncome',
  '/bankincomelist': 'bankIncomeList',
  '/capitalpool': 'capitalPool',
  '/namelist': 'nameList',
  '/jianghuorder': 'jianghuOrder',
  '/invitationdetails': 'invitationDetails',
  '/energydetails': 'energyDetails',
  '/acrosschain': 'acrossChain',
  '/exchange': 'exchange',
  '/exchangehjw': 'exchangeHjw',
  '/recordhjw': 'recordHjw',
  '/release': 'release',
  '/test': 'test',
  '/create': 'create',
}

/**
 * Resolves a hash location (`path` like `/add/0x…`, `search` like `?theme=dark` or '') to its screen or its redirect,
 * following the route table of spec section 2. Static segments match case-insensitively, as the original router did;
 * parameters keep their case. `chainId` is the network the app shows, which picks the home redirect
 * (`undefined` while the wallet connection is not settled: the home screen then waits).
 *
 * @example resolveRoute('/swap/0xabc', '', 56) // { kind: 'redirect', to: '/swap?outputCurrency=0xabc' }
 */
export function resolveRoute(path: string, search: string, chainId: number | undefined): RouteResolution {
  const query = search === '?' ? '' : search
  const screen = (id: ScreenId, params: Record<string, string> = {}): RouteResolution => ({
    kind: 'screen',
    screen: id,
    params,
    search: query,
  })
  const redirect = (to: string): RouteResolution => ({ kind: 'redirect', to })

  if (path === '/' || path === '') {
    if (chainId === undefined) return { kind: 'waitingForNetwork' }
    return redirect(`${chainId === HJW_HOME_CHAIN_ID ? '/exchangeHjw' : '/swap'}${query}`)
  }
  const known = STATIC_SCREENS[path.toLowerCase()]
  if (known) return screen(known)

  const segments = path.split('/').slice(1)
  const head = segments[0]?.toLowerCase()
  const rest = segments.slice(1)

  if (head === 'swap' && rest.length === 1 && rest[0]) {
    const outputCurrency = `outputCurrency=${rest[0]}`
    return redirect(`/swap${query ? `${query}&${outputCurrency}` : `?${outputCurrency}`}`)
  }
  if (head === 'add') return resolveAdd(rest, screen, redirect)
  if (head === 'remove') return resolveRemove(rest, screen, redirect)
  if (head === 'migrate' && rest[0]?.toLowerCase() === 'v1' && rest.length === 2 && rest[1]) {
    return ADDRESS.test(rest[1]) ? screen('migrateV1Position', { address: rest[1] }) : INVALID_ADDRESS
  }
  if (head === 'record' && rest.length === 1 && rest[0]) return screen('record', { sendType: rest[0] })
  return redirect('/send')
}

type ScreenOf = (id: ScreenId, params?: Record<string, string>) => RouteResolution
type RedirectTo = (to: string) => RouteResolution

/** `/add`, `/add/{a}`, `/add/{a}/{b}` are not strict: one trailing slash is allowed. */
function resolveAdd(rest: string[], screen: ScreenOf, redirect: RedirectTo): RouteResolution {
  const parts = rest.at(-1) === '' ? rest.slice(0, -1) : rest
  if (parts.length > 2 || parts.some((part) => part === '')) return redirect('/send')
  const [a, b] = parts
  if (a === undefined) return screen('add')
  if (b === undefined) {
    const joined = HYPHEN_JOINED_ADDRESSES.exec(a)
    if (joined) return redirect(`/add/${joined[1]}/${joined[2]}`)
    return screen('add', { currencyIdA: a })
  }
  if (a.toLowerCase() === b.toLowerCase()) return redirect(`/add/${a}`)
  return screen('add', { currencyIdA: a, currencyIdB: b })
}

/** `/remove/v1/{address}`, `/remove/{a}/{b}`, the legacy `/remove/{a}-{b}`, and anything else under `/remove/`. */
function resolveRemove(rest: string[], screen: ScreenOf, redirect: RedirectTo): RouteResolution {
  if (rest.length === 0) return redirect('/send')
  const [first, second] = rest
  if (rest.length === 2 && first?.toLowerCase() === 'v1' && second) {
    return ADDRESS.test(second) ? screen('removeV1', { address: second }) : INVALID_ADDRESS
  }
  if (rest.length === 2 && first && second) return screen('remove', { currencyIdA: first, currencyIdB: second })
  if (rest.length === 1 && first) {
    const joined = HYPHEN_JOINED_ADDRESSES.exec(first)
    if (joined) return redirect(`/remove/${joined[1]}/${joined[2]}`)
  }
  return redirect('/pool')
}
