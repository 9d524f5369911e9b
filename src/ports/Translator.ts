/** Localised text: every user-visible string goes through it, keyed by message id. */
export interface Translator {
  /** The BCP 47 locale the messages are in (`en`, `ja`, `ko`, `zh-TW`, `zh-CN`). */
  readonly locale: string
  /** The message `id` with `values` filled in; the id itself when the message is missing (reported once). */
  format(id: string, values?: Readonly<Record<string, string | number>>): string
}

export const Translator = Symbol.for('Translator')
