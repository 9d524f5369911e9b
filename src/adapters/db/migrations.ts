import { BOUNTY_SCHEMA } from './schema/bountySchema'
import { BRIDGE_SCHEMA } from './schema/bridgeSchema'
import { CONSENT_SCHEMA } from './schema/consentSchema'
import { FINALITY_SCHEMA } from './schema/finalitySchema'
import type { Migration } from './schema/Migration'
import { MINING_SCHEMA } from './schema/miningSchema'
import { SEASON_SCHEMA } from './schema/seasonSchema'
import { TRADING_SCHEMA } from './schema/tradingSchema'
import { WRITER_SCHEMA } from './schema/writerSchema'

/**
 * The schema, one migration per version, applied in order at start (never edit a released one; add the next), kept
 * by area in ./schema: each area's file holds its versions, and this list puts them in version order.
 */
export const MIGRATIONS: readonly Migration[] = [
  ...TRADING_SCHEMA,
  ...MINING_SCHEMA,
  ...SEASON_SCHEMA,
  ...BRIDGE_SCHEMA,
  ...BOUNTY_SCHEMA,
  ...WRITER_SCHEMA,
  ...FINALITY_SCHEMA,
  ...CONSENT_SCHEMA,
].sort((a, b) => a.version - b.version)
