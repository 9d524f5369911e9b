import { areasZhTW } from './areas/zhTW'
import type { Messages } from './en'
import { shellZhTW } from './shell/zhTW'

/** Traditional Chinese. */
export const zhTW: Messages = { ...shellZhTW, ...areasZhTW }
