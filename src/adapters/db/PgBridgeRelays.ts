import type { BridgeRelay, RelayState } from '../../domain/bridge/BridgeRelay'
import type { BridgeRelays, RelayIntent } from '../../ports/BridgeRelays'
import type { EventCursor } from '../../ports/MiningEvents'
import type { SqlDatabase } from './SqlDatabase'

const COLUMNS = `source_chain_id, source_tx_hash, source_log_index, source_block_number::text, key, target_chain_id, code,
  source_token, token, recipient, amount::text, state, target_tx_hash, attempts, last_error, next_attempt_at::text,
  created_at::text, updated_at::text`

interface RelayRow {
  source_chain_id: number
  source_tx_hash: string
  source_log_index: number
  source_block_number: string
  key: string
  target_chain_id: number
  code: string
  source_token: string
  token: string
  recipient: string
  amount: string
  state: RelayState
  target_tx_hash: string | null
  attempts: number
  last_error: string | null
  next_attempt_at: string | null
  created_at: string
  updated_at: string
}

/** The relayer's records on PostgreSQL or PGlite (migration 10): each write is one statement. */
export class PgBridgeRelays implements BridgeRelays {
  constructor(private readonly db: SqlDatabase) {}

  async lastRelayed(sourceChainId: number): Promise<EventCursor | undefined> {
    const [row] = await this.db.query<{ block: string; log_index: number }>(
      `select source_block_number::text as block, source_log_index as log_index from bridge_relays
       where source_chain_id = $1 order by source_block_number desc, source_log_index desc limit 1`,
      [sourceChainId],
    )
    return row && { blockNumber: Number(row.block), logIndex: row.log_index }
  }

  async unfinished(sourceChainId: number): Promise<BridgeRelay[]> {
    const rows = await this.db.query<RelayRow>(
      `select ${COLUMNS} from bridge_relays where source_chain_id = $1 and state <> 'delivered'
       order by bridge_relays.source_block_number, source_log_index`, // the column, not its text output
      [sourceChainId],
    )
    return rows.map(relayOf)
  }

  async recordIntent(intent: RelayIntent, now: number): Promise<BridgeRelay | undefined> {
    const [row] = await this.db.query<RelayRow>(
      `insert into bridge_relays (source_chain_id, source_tx_hash, source_log_index, source_block_number, key,
         target_chain_id, code, source_token, token, recipient, amount, state, attempts, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'intent', 1, $12, $12)
       on conflict (source_chain_id, code) do update
         set state = 'intent', attempts = bridge_relays.attempts + 1, next_attempt_at = null, updated_at = $12,
           -- a reorganisation re-included the collection elsewhere: the same relay, at its new place
           source_tx_hash = excluded.source_tx_hash, source_log_index = excluded.source_log_index,
           source_block_number = excluded.source_block_number
         where bridge_relays.state <> 'delivered'
       returning ${COLUMNS}`,
      [
        intent.sourceChainId,
        intent.sourceTxHash.toLowerCase(),
        intent.sourceLogIndex,
        intent.sourceBlockNumber,
        intent.key.toLowerCase(),
        intent.targetChainId,
        intent.code.toLowerCase(),
        intent.sourceToken.toLowerCase(),
        intent.token.toLowerCase(),
        intent.recipient.toLowerCase(),
        intent.amount.toString(),
        now,
      ],
    )
    return row && relayOf(row)
  }

  async recordSent(key: string, targetTxHash: string, now: number): Promise<void> {
    await this.db.query(
      `update bridge_relays set state = 'sent', target_tx_hash = $2, updated_at = $3
       where key = $1 and state <> 'delivered'`,
      [key.toLowerCase(), targetTxHash.toLowerCase(), now],
    )
  }

  async recordDelivered(key: string, targetTxHash: string | null, now: number): Promise<void> {
    await this.db.query(
      // a delivered transfer keeps no old error: the status would show it as if delivery still failed
      `update bridge_relays set state = 'delivered', target_tx_hash = coalesce($2, target_tx_hash),
         next_attempt_at = null, last_error = null, updated_at = $3
       where key = $1 and state <> 'delivered'`,
      [key.toLowerCase(), targetTxHash?.toLowerCase() ?? null, now],
    )
  }

  async recordFailure(key: string, error: string, nextAttemptAt: number, now: number): Promise<void> {
    await this.db.query(
      `update bridge_relays set state = 'failed', last_error = $2, next_attempt_at = $3, updated_at = $4
       where key = $1 and state <> 'delivered'`,
      [key.toLowerCase(), error.slice(0, 2_000), nextAttemptAt, now],
    )
  }

  async relayOf(sourceChainId: number, sourceTxHash: string, sourceLogIndex: number): Promise<BridgeRelay | undefined> {
    const [row] = await this.db.query<RelayRow>(
      `select ${COLUMNS} from bridge_relays
       where source_chain_id = $1 and source_tx_hash = $2 and source_log_index = $3`,
      [sourceChainId, sourceTxHash.toLowerCase(), sourceLogIndex],
    )
    return row && relayOf(row)
  }
}

function relayOf(row: RelayRow): BridgeRelay {
  return {
    sourceChainId: row.source_chain_id,
    sourceTxHash: row.source_tx_hash,
    sourceLogIndex: row.source_log_index,
    sourceBlockNumber: Number(row.source_block_number),
    key: row.key,
    targetChainId: row.target_chain_id,
    code: row.code,
    sourceToken: row.source_token,
    token: row.token,
    recipient: row.recipient,
    amount: BigInt(row.amount),
    state: row.state,
    targetTxHash: row.target_tx_hash,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at === null ? null : Number(row.next_attempt_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}
