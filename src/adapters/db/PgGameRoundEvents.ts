import { getAddress } from 'ethers'
import type { GameRound } from '../../domain/bounty/GameRound'
import type { IndexedGameRound } from '../../ports/ChainEventStore'
import type { GameRoundEvents } from '../../ports/GameRoundEvents'
import { decimalText, type InsertColumn, insertColumns, ORIGIN_COLUMNS } from './insertColumns'
import { ORIGIN_SELECT, type OriginRow, originOf } from './originOf'
import { PgEventsAfter } from './PgEventsAfter'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

interface GameRoundRow extends OriginRow {
  player: string
  game_type: number
  token: string
  bet: string
  round: string
}

const COLUMNS = `${ORIGIN_SELECT}, player, game_type, token, bet::text, round::text`

/** The game rounds the indexer stored, read back in chain order (PostgreSQL or PGlite), players checksummed. */
export class PgGameRoundEvents extends PgEventsAfter<GameRoundRow, GameRound> implements GameRoundEvents {
  constructor(db: SqlDatabase) {
    super(db, 'game_rounds', COLUMNS, fromRow)
  }
}

const GAME_ROUND_COLUMNS: readonly InsertColumn<IndexedGameRound>[] = [
  ...ORIGIN_COLUMNS,
  { name: 'contract', type: 'text', value: (r) => r.contract.toLowerCase() },
  { name: 'player', type: 'text', value: (r) => r.player.toLowerCase() },
  { name: 'game_type', type: 'smallint', value: (r) => r.gameType },
  { name: 'token', type: 'text', value: (r) => r.token.toLowerCase() },
  { name: 'bet', type: 'numeric', value: (r) => decimalText(r.bet) },
  { name: 'round', type: 'numeric', value: (r) => decimalText(r.round) },
]

/** Stores game rounds idempotently (keyed by chain, tx hash and log index), inside the indexer's transaction. */
export function insertGameRounds(tx: SqlExecutor, rounds: readonly IndexedGameRound[]): Promise<void> {
  return insertColumns(tx, 'game_rounds', GAME_ROUND_COLUMNS, rounds)
}

function fromRow(row: GameRoundRow): GameRound {
  return {
    ...originOf(row),
    player: getAddress(row.player),
    gameType: row.game_type === 5 ? 5 : 2,
    token: row.token,
    bet: BigInt(row.bet),
    round: BigInt(row.round),
  }
}
