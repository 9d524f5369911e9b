import { parseHashLocation } from '../routes/parseHashLocation'
import type { RouteResolution } from '../routes/RouteResolution'
import { resolveRoute } from '../routes/resolveRoute'
import { observableExcept } from './observableExcept'

/** The hash location (`#/swap?x=1`) as observable state, resolved through the route table. */
export class RouterStore {
  hash: string

  constructor(
    private readonly window: Pick<Window, 'location' | 'addEventListener'>,
    private readonly chainId: () => number | undefined,
  ) {
    this.hash = window.location.hash
    observableExcept(this, ['window', 'chainId'])
    window.addEventListener('hashchange', () => this.setHash(this.window.location.hash))
  }

  get path(): string {
    return parseHashLocation(this.hash).path
  }

  get search(): string {
    return parseHashLocation(this.hash).search
  }

  get resolution(): RouteResolution {
    return resolveRoute(this.path, this.search, this.chainId())
  }

  setHash(hash: string): void {
    this.hash = hash
  }

  /** Replaces the current location (a redirect leaves no history entry). */
  replace(to: string): void {
    const url = new URL(this.window.location.href)
    url.hash = `#${to}`
    this.window.location.replace(url.toString())
    this.setHash(`#${to}`)
  }
}
