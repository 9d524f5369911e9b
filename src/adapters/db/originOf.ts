/** The origin columns as every event reader selects them, in the order of ORIGIN_COLUMNS; read back as `OriginRow`. */
export const ORIGIN_SELECT = 'chain_id, tx_hash, log_index, block_number::text, block_time::text'

/** An event row's origin columns as `ORIGIN_SELECT` reads them (the bigints as text). */
export interface OriginRow {
  chain_id: number
  tx_hash: string
  log_index: number
  block_number: string
  block_time: string
}

/** The origin columns of a row read back as an event's origin (the block number and time as numbers). */
export function originOf(row: OriginRow) {
  return {
    chainId: row.chain_id,
    txHash: row.tx_hash,
    logIndex: row.log_index,
    blockNumber: Number(row.block_number),
    time: Number(row.block_time),
  }
}
