import { areasJa } from './areas/ja'
import type { Messages } from './en'
import { shellJa } from './shell/ja'

/** Japanese. */
export const ja: Messages = { ...shellJa, ...areasJa }
