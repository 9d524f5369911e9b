/**
 * The columns every indexed event table starts with: where the event sits, whose (chain, tx hash, log index) is its
 * key. Interpolated at the 8-space indent of the schema's create table statements, so the SQL text is unchanged.
 */
export const EVENT_ORIGIN_COLUMNS = `chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,`
