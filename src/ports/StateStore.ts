/**
 * One persisted document (user settings, token lists, transactions): read whole, written whole. Implementations
 * write atomically and never replace a document they could not read.
 */
export interface StateStore<T> {
  /** The stored document, or `undefined` when nothing was stored yet. Fails with a clear error when it is unreadable. */
  read(): Promise<T | undefined>
  /** Replaces the stored document with `value`. */
  write(value: T): Promise<void>
}
