import type { StateStore } from '../../ports/StateStore'

/**
 * One persisted document in the browser's local storage under `key`, as JSON. An unreadable document fails loudly
 * and is never overwritten by a read.
 */
export class LocalStorageStateStore<T> implements StateStore<T> {
  constructor(
    private readonly key: string,
    private readonly storage: Storage = globalThis.localStorage,
  ) {}

  async read(): Promise<T | undefined> {
    const raw = this.storage.getItem(this.key)
    if (raw === null) return undefined
    try {
      return JSON.parse(raw) as T
    } catch (cause) {
      throw new Error(`The stored ${this.key} is not valid JSON; clear it in the browser's site data`, { cause })
    }
  }

  async write(value: T): Promise<void> {
    this.storage.setItem(this.key, JSON.stringify(value))
  }
}
