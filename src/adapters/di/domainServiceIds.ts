/** The container ids of the domain services (apart from their classes, so a root can bind some without the others). */
export const DomainServiceIds = {
  approval: Symbol.for('ApprovalService'),
  swap: Symbol.for('SwapService'),
  liquidity: Symbol.for('LiquidityService'),
  migration: Symbol.for('MigrationService'),
  mining: Symbol.for('MiningService'),
  exchange: Symbol.for('ExchangeService'),
  season: Symbol.for('SeasonService'),
} as const
