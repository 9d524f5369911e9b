import { EVENT_ORIGIN_COLUMNS } from './eventOriginColumns'
import type { Migration } from './Migration'

/** The bridge: collections, payouts and voids, quota reservations and the relayer's relays. */
export const BRIDGE_SCHEMA: readonly Migration[] = [
  {
    version: 8,
    name: 'bridge collections, payouts and voids',
    sql: `
      -- the source chain's Collected events: what the relayer pays and what a reservation's code became
      create table bridge_collections (
        ${EVENT_ORIGIN_COLUMNS}
        bridge text not null check (bridge ~ '^0x[0-9a-f]{40}$'),
        sender text not null check (sender ~ '^0x[0-9a-f]{40}$'),
        token text not null check (token ~ '^0x[0-9a-f]{40}$'),
        amount numeric(78, 0) not null,
        destroy_amount numeric(78, 0) not null,
        fee numeric(78, 0) not null,
        payout numeric(78, 0) not null,
        code text not null check (code ~ '^0x[0-9a-f]{64}$'),
        recipient text not null check (recipient ~ '^0x[0-9a-f]{40}$'),
        target_chain_id integer not null,
        nonce numeric(78, 0) not null,
        primary key (chain_id, tx_hash, log_index)
      );
      -- a code lands once per bridge (its nonce's bit), but not unique here: a bad chain must not stop the indexer
      create index bridge_collections_by_code on bridge_collections (chain_id, code);
      create index bridge_collections_in_order on bridge_collections (chain_id, block_number, log_index);
      create index bridge_collections_by_sender on bridge_collections (sender, block_time);
      -- the target chain's Transferred events: a payout, keyed on chain by hashs[key]
      create table bridge_transfers (
        ${EVENT_ORIGIN_COLUMNS}
        bridge text not null check (bridge ~ '^0x[0-9a-f]{40}$'),
        key text not null check (key ~ '^0x[0-9a-f]{64}$'),
        source_chain_id integer not null,
        source_tx_hash text not null check (source_tx_hash ~ '^0x[0-9a-f]{64}$'),
        source_log_index integer not null,
        token text not null check (token ~ '^0x[0-9a-f]{40}$'),
        recipient text not null check (recipient ~ '^0x[0-9a-f]{40}$'),
        amount numeric(78, 0) not null,
        primary key (chain_id, tx_hash, log_index)
      );
      create index bridge_transfers_by_key on bridge_transfers (key);
      create index bridge_transfers_by_source on bridge_transfers (source_chain_id, source_tx_hash, source_log_index);
      create table bridge_voids (
        ${EVENT_ORIGIN_COLUMNS}
        bridge text not null check (bridge ~ '^0x[0-9a-f]{40}$'),
        nonce numeric(78, 0) not null,
        primary key (chain_id, tx_hash, log_index)
      );
      create index bridge_voids_by_nonce on bridge_voids (chain_id, nonce);
    `,
  },
  {
    version: 9,
    name: 'bridge quota reservations',
    sql: `
      -- one signed code each: it holds quota_amount (AURA wei) of the sender's quota_day until it is collected (for
      -- good), its deadline passes on the source chain's indexed head, its nonce is voided, or it is returned
      create table bridge_reservations (
        code text primary key check (code ~ '^0x[0-9a-f]{64}$'),
        source_chain_id integer not null,
        target_chain_id integer not null,
        sender text not null check (sender ~ '^0x[0-9a-f]{40}$'),
        recipient text not null check (recipient ~ '^0x[0-9a-f]{40}$'),
        token text not null check (token ~ '^0x[0-9a-f]{40}$'),
        amount numeric(78, 0) not null check (amount > 0),
        payout numeric(78, 0) not null check (payout >= 0),
        quota_amount numeric(78, 0) not null check (quota_amount >= 0),
        quota_day date not null,
        nonce numeric(78, 0) not null unique,
        deadline bigint not null,
        created_at bigint not null,
        returned_at bigint
      );
      create index bridge_reservations_by_sender on bridge_reservations (sender, quota_day);
      create index bridge_reservations_newest on bridge_reservations (sender, created_at desc);
      -- the collection nonces the server signs: global and increasing, so consecutive collections share a bitmap word
      create sequence bridge_nonce as bigint minvalue 0 start with 0
    `,
  },
  {
    version: 10,
    name: 'bridge relays',
    sql: `
      -- one row per source collection the relayer pays: intent is written before sending, sent with the target
      -- transaction, delivered once the target's hashs(key) holds, failed while waiting for next_attempt_at.
      -- Times are unix milliseconds
      create table bridge_relays (
        source_chain_id integer not null,
        source_tx_hash text not null check (source_tx_hash ~ '^0x[0-9a-f]{64}$'),
        source_log_index integer not null,
        source_block_number bigint not null,
        key text not null unique check (key ~ '^0x[0-9a-f]{64}$'),
        target_chain_id integer not null,
        code text not null check (code ~ '^0x[0-9a-f]{64}$'),
        source_token text not null check (source_token ~ '^0x[0-9a-f]{40}$'),
        token text not null check (token ~ '^0x[0-9a-f]{40}$'),
        recipient text not null check (recipient ~ '^0x[0-9a-f]{40}$'),
        amount numeric(78, 0) not null check (amount > 0),
        state text not null check (state in ('intent', 'sent', 'delivered', 'failed')),
        target_tx_hash text check (target_tx_hash ~ '^0x[0-9a-f]{64}$'),
        attempts integer not null default 0 check (attempts >= 0),
        last_error text,
        next_attempt_at bigint,
        created_at bigint not null,
        updated_at bigint not null,
        primary key (source_chain_id, source_tx_hash, source_log_index),
        check (state <> 'sent' or target_tx_hash is not null)
      );
      create index bridge_relays_unfinished on bridge_relays (source_chain_id, created_at) where state <> 'delivered';
      create index bridge_relays_by_code on bridge_relays (code);
      create index bridge_relays_by_cursor on bridge_relays (source_chain_id, source_block_number, source_log_index)
    `,
  },
  {
    version: 16,
    name: 'bridge payouts keyed by the source nonce',
    sql: `
      -- FomoBridge keys a payout by the collection's nonce on the source bridge (hashs[keccak256(peer, nonce)]), which
      -- a reorganisation cannot move: Transferred carries the nonce, no longer the log index
      alter table bridge_transfers add column source_nonce numeric(78, 0);
      alter table bridge_transfers alter column source_log_index drop not null;
      create index bridge_transfers_by_nonce on bridge_transfers (source_chain_id, source_nonce);
      -- one relay per collection: its code (recipient | target chain | nonce) is unique per source chain, so a
      -- collection re-included at another log index finds its relay instead of starting a second one. A database
      -- that already holds two relays of one code (paid twice under the old key) stops here, for an operator to look
      alter table bridge_relays add constraint bridge_relays_code_unique unique (source_chain_id, code)
    `,
  },
]
