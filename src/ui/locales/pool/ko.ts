import type { poolEn } from './en'

/** The liquidity screens' messages in this language. */
export const poolKo: Readonly<Record<keyof typeof poolEn, string>> = {}
