import type { ScreenId } from './ScreenId'

/**
 * What a hash location resolves to: a screen with its path parameters, a redirect to another location, or (for the
 * home screen, whose redirect depends on the network) waiting until the network is known.
 */
export type RouteResolution =
  | { kind: 'screen'; screen: ScreenId; params: Readonly<Record<string, string>>; search: string }
  | {
      kind: 'redirect'
      to: string /** Logged: why the path was refused (spec section 8). */
      problem?: 'invalid address'
    }
  | { kind: 'waitingForNetwork' }
