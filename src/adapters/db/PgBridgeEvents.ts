import type {
  BridgeEvent,
  CollectedEvent,
  CollectionVoidedEvent,
  TransferredEvent,
} from '../../domain/bridge/BridgeEvent'
import type { BridgeEvents } from '../../ports/BridgeEvents'
import { decimalText, eventsAfter, type InsertColumn, insertColumns, ORIGIN_COLUMNS } from './insertColumns'
import { ORIGIN_SELECT, type OriginRow, originOf } from './originOf'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

interface BridgeRow extends OriginRow {
  bridge: string
}

interface CollectionRow extends BridgeRow {
  sender: string
  token: string
  amount: string
  destroy_amount: string
  fee: string
  payout: string
  code: string
  recipient: string
  target_chain_id: number
  nonce: string
}

interface TransferRow extends BridgeRow {
  key: string
  source_chain_id: number
  source_tx_hash: string
  source_nonce: string
  token: string
  recipient: string
  amount: string
}

interface VoidRow extends BridgeRow {
  nonce: string
}

const ORIGIN = `${ORIGIN_SELECT}, bridge`
const COLLECTION_COLUMNS = `${ORIGIN}, sender, token, amount::text, destroy_amount::text, fee::text, payout::text, code,
  recipient, target_chain_id, nonce::text`
const TRANSFER_COLUMNS = `${ORIGIN}, key, source_chain_id, source_tx_hash, source_nonce::text, token, recipient,
  amount::text`
const CODE = /^0x[0-9a-fA-F]{64}$/

/** The bridge events the indexer stored, read back (PostgreSQL or PGlite). */
export class PgBridgeEvents implements BridgeEvents {
  constructor(private readonly db: SqlDatabase) {}

  async collectionsSince(
    chainId: number,
    cursor: { readonly blockNumber: number; readonly logIndex: number } | undefined,
    toBlock: number,
    limit: number,
  ): Promise<CollectedEvent[]> {
    const page = { chainId, cursor, toBlock, limit }
    const rows = await eventsAfter<CollectionRow>(this.db, 'bridge_collections', COLLECTION_COLUMNS, page)
    return rows.map(collectionOf)
  }

  async collectionByCode(code: string, chainId?: number): Promise<CollectedEvent | undefined> {
    if (!CODE.test(code)) return undefined
    const [row] = await this.db.query<CollectionRow>(
      `select ${COLLECTION_COLUMNS} from bridge_collections where code = $1 and ($2::integer is null or chain_id = $2)
       order by bridge_collections.block_number, bridge_collections.log_index limit 1`,
      [code.toLowerCase(), chainId ?? null],
    )
    return row && collectionOf(row)
  }

  async collectionsByCodes(codes: readonly string[]): Promise<CollectedEvent[]> {
    const wanted = codes.filter((code) => CODE.test(code)).map((code) => code.toLowerCase())
    if (wanted.length === 0) return []
    const rows = await this.db.query<CollectionRow>(
      `select ${COLLECTION_COLUMNS} from bridge_collections where code = any($1::text[])
       order by bridge_collections.chain_id, bridge_collections.block_number, bridge_collections.log_index`,
      [wanted],
    )
    return rows.map(collectionOf)
  }

  async transfersByKey(chainId: number, keys: readonly string[]): Promise<TransferredEvent[]> {
    if (keys.length === 0) return []
    const rows = await this.db.query<TransferRow>(
      `select ${TRANSFER_COLUMNS} from bridge_transfers where chain_id = $1 and key = any($2::text[])
       order by bridge_transfers.block_number, bridge_transfers.log_index`,
      [chainId, keys.map((key) => key.toLowerCase())],
    )
    return rows.map(transferOf)
  }

  async voids(chainId: number, nonces: readonly bigint[]): Promise<CollectionVoidedEvent[]> {
    if (nonces.length === 0) return []
    const rows = await this.db.query<VoidRow>(
      `select ${ORIGIN}, nonce::text from bridge_voids where chain_id = $1 and nonce = any($2::numeric[])
       order by bridge_voids.block_number, bridge_voids.log_index`,
      [chainId, nonces.map((nonce) => nonce.toString())],
    )
    return rows.map((row) => ({
      kind: 'collectionVoided',
      ...originOf(row),
      bridge: row.bridge,
      nonce: BigInt(row.nonce),
    }))
  }
}

const bridgeColumn = { name: 'bridge', type: 'text', value: (e: BridgeEvent) => e.bridge } as const

const COLLECTION_INSERT: readonly InsertColumn<CollectedEvent>[] = [
  ...ORIGIN_COLUMNS,
  bridgeColumn,
  { name: 'sender', type: 'text', value: (e) => e.sender },
  { name: 'token', type: 'text', value: (e) => e.token },
  { name: 'amount', type: 'numeric', value: (e) => decimalText(e.amount) },
  { name: 'destroy_amount', type: 'numeric', value: (e) => decimalText(e.destroyAmount) },
  { name: 'fee', type: 'numeric', value: (e) => decimalText(e.fee) },
  { name: 'payout', type: 'numeric', value: (e) => decimalText(e.payout) },
  { name: 'code', type: 'text', value: (e) => e.code },
  { name: 'recipient', type: 'text', value: (e) => e.recipient },
  { name: 'target_chain_id', type: 'integer', value: (e) => e.targetChainId },
  { name: 'nonce', type: 'numeric', value: (e) => decimalText(e.nonce) },
]

const TRANSFER_INSERT: readonly InsertColumn<TransferredEvent>[] = [
  ...ORIGIN_COLUMNS,
  bridgeColumn,
  { name: 'key', type: 'text', value: (e) => e.key },
  { name: 'source_chain_id', type: 'integer', value: (e) => e.sourceChainId },
  { name: 'source_tx_hash', type: 'text', value: (e) => e.sourceTxHash },
  { name: 'source_nonce', type: 'numeric', value: (e) => decimalText(e.sourceNonce) },
  { name: 'token', type: 'text', value: (e) => e.token },
  { name: 'recipient', type: 'text', value: (e) => e.recipient },
  { name: 'amount', type: 'numeric', value: (e) => decimalText(e.amount) },
]

const VOID_INSERT: readonly InsertColumn<CollectionVoidedEvent>[] = [
  ...ORIGIN_COLUMNS,
  bridgeColumn,
  { name: 'nonce', type: 'numeric', value: (e) => decimalText(e.nonce) },
]

/** Stores bridge events idempotently (keyed by chain, tx hash and log index), inside the indexer's transaction. */
export async function insertBridgeEvents(tx: SqlExecutor, events: readonly BridgeEvent[]): Promise<void> {
  const of = <K extends BridgeEvent['kind']>(kind: K) =>
    events.filter((event): event is Extract<BridgeEvent, { kind: K }> => event.kind === kind)
  await insertColumns(tx, 'bridge_collections', COLLECTION_INSERT, of('collected'))
  await insertColumns(tx, 'bridge_transfers', TRANSFER_INSERT, of('transferred'))
  await insertColumns(tx, 'bridge_voids', VOID_INSERT, of('collectionVoided'))
}

/** Forgets the bridge events above block `above` on `chainId` (a reorganisation), inside the rollback's transaction. */
export async function deleteBridgeEventsAbove(tx: SqlExecutor, chainId: number, above: number): Promise<void> {
  for (const table of ['bridge_collections', 'bridge_transfers', 'bridge_voids']) {
    await tx.query(`delete from ${table} where chain_id = $1 and block_number > $2`, [chainId, above])
  }
}

function collectionOf(row: CollectionRow): CollectedEvent {
  return {
    kind: 'collected',
    ...originOf(row),
    bridge: row.bridge,
    sender: row.sender,
    token: row.token,
    code: row.code,
    recipient: row.recipient,
    targetChainId: row.target_chain_id,
    amount: BigInt(row.amount),
    destroyAmount: BigInt(row.destroy_amount),
    fee: BigInt(row.fee),
    payout: BigInt(row.payout),
    nonce: BigInt(row.nonce),
  }
}

function transferOf(row: TransferRow): TransferredEvent {
  return {
    kind: 'transferred',
    ...originOf(row),
    bridge: row.bridge,
    key: row.key,
    recipient: row.recipient,
    token: row.token,
    amount: BigInt(row.amount),
    sourceChainId: row.source_chain_id,
    sourceTxHash: row.source_tx_hash,
    sourceNonce: BigInt(row.source_nonce),
  }
}
