import type { MessageId } from '../locales/en'

/** The formatter of the current locale (LocaleStore.t). */
export type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string
