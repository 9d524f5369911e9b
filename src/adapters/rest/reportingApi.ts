import { reportFailure } from './reportFailure'

/**
 * `api` with each call's failure reported once before it is passed on (reportFailure: the envelope's `msg`, or the
 * network error's message); the web app shows it in the red 2-second notice (spec section 8). The calls named in
 * `unreported` pass through as they are.
 *
 * @example const api = reportingApi(new RestMiningApi(origin), (message) => notices.show('error', message))
 */
export function reportingApi<Api extends object>(
  api: Api,
  report: (message: string) => void,
  unreported: readonly (keyof Api)[] = [],
): Api {
  return new Proxy(api, {
    get(target, key) {
      const member: unknown = Reflect.get(target, key)
      if (typeof member !== 'function') return member
      const call = member.bind(target) as (...args: unknown[]) => Promise<unknown>
      if (unreported.includes(key as keyof Api)) return call
      return (...args: unknown[]) => reportFailure(() => call(...args), report)
    },
  })
}
