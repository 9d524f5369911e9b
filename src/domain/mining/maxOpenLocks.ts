/**
 * The most open locks one LP-mining position holds (FomoLPMining.MAX_OPEN_LOCKS), and the most term deposits one
 * capital-pool account holds per token (FomoCapitalPool.MAX_OPEN_DEPOSITS): a withdrawal walks them all, so the bound
 * keeps it inside a block. At the bound a new lock first moves the matured ones; with none matured it is refused.
 */
export const MAX_OPEN_LOCKS = 100
