import { areasKo } from './areas/ko'
import type { Messages } from './en'
import { shellKo } from './shell/ko'

/** Korean. */
export const ko: Messages = { ...shellKo, ...areasKo }
