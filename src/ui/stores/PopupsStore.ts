import { runInAction } from 'mobx'
import type { Popup, PopupContent } from '../../domain/popups/Popup'
import { popupsReducer } from '../../domain/popups/popupsReducer'
import type { Clock } from '../../ports/Clock'
import { observableExcept } from './observableExcept'

/**
 * The popup stack (spec sections 3 and 4) over the domain's popups reducer: each popup with a `removeAfterMs` is
 * removed by a timer; adding one with the same key replaces the old one and its timer.
 */
export class PopupsStore {
  popups: readonly Popup[] = []
  private readonly timers = new Map<string, () => void>()

  constructor(private readonly clock: Clock) {
    observableExcept(this, ['clock', 'timers'])
  }

  /** The popups shown, oldest first. */
  get shown(): readonly Popup[] {
    return this.popups.filter((popup) => popup.show)
  }

  add(key: string, content: PopupContent): void {
    this.popups = popupsReducer(this.popups, { type: 'add', key, content })
    this.timers.get(key)?.()
    this.timers.delete(key)
    const removeAfterMs = this.popups.find((popup) => popup.key === key)?.removeAfterMs ?? null
    if (removeAfterMs !== null) {
      this.timers.set(
        key,
        this.clock.schedule(removeAfterMs, () => runInAction(() => this.remove(key))),
      )
    }
  }

  /** The user dismissed the popup: hidden now, removed by its timer (or at once when it has none). */
  dismiss(key: string): void {
    const popup = this.popups.find((candidate) => candidate.key === key)
    this.popups = popupsReducer(this.popups, { type: popup?.removeAfterMs === null ? 'remove' : 'hide', key })
  }

  remove(key: string): void {
    this.timers.get(key)?.()
    this.timers.delete(key)
    this.popups = popupsReducer(this.popups, { type: 'remove', key })
  }
}
