import { areasZhCN } from './areas/zhCN'
import type { Messages } from './en'
import { shellZhCN } from './shell/zhCN'

/** Simplified Chinese. */
export const zhCN: Messages = { ...shellZhCN, ...areasZhCN }
