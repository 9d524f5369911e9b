import { type AnnotationsMap, makeAutoObservable } from 'mobx'

/**
 * `makeAutoObservable` on a store, leaving the named members out: what the store holds but a view never observes
 * (services, other stores, ports, timers and stop functions). A name the store does not have is refused, as the
 * type parameter of `makeAutoObservable<this, 'a' | 'b'>` refused it.
 *
 * @throws Error naming the member when `store` has no such member.
 * @example observableExcept(this, ['directory', 'wallet', 'services'])
 */
export function observableExcept<T extends object>(store: T, members: readonly string[]): void {
  for (const member of members) {
    if (!(member in store)) throw new Error(`${store.constructor.name} has no member ${member} to leave unobserved`)
  }
  const overrides = Object.fromEntries(members.map((member) => [member, false]))
  makeAutoObservable(store, overrides as AnnotationsMap<T, never>)
}
