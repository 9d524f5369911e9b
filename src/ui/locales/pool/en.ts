/** English messages of the liquidity screens (Pool, Find, Add, Remove, Migrate; spread into the English source). */
export const poolEn = {} as const
