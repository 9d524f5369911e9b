import type { Migration } from './Migration'

/** The trading half: pairs and their events, blocks and checkpoints, invitations, market reads. */
export const TRADING_SCHEMA: readonly Migration[] = [
  {
    version: 1,
    name: 'pairs, pair events, blocks, checkpoints, invitations',
    sql: `
      create table pairs (
        chain_id integer not null,
        address text not null check (address ~ '^0x[0-9a-f]{40}$'),
        token0 text not null check (token0 ~ '^0x[0-9a-f]{40}$'),
        token1 text not null check (token1 ~ '^0x[0-9a-f]{40}$'),
        created_block bigint not null,
        primary key (chain_id, address)
      );
      create table chain_blocks (
        chain_id integer not null,
        number bigint not null,
        hash text not null,
        parent_hash text not null,
        timestamp bigint not null,
        primary key (chain_id, number)
      );
      create table chain_checkpoints (
        chain_id integer primary key,
        block_number bigint not null,
        block_hash text not null,
        updated_at timestamptz not null default now()
      );
      create table pair_events (
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,
        pair text not null,
        kind text not null check (kind in ('swap', 'mint', 'burn', 'sync')),
        sender text,
        recipient text,
        trader text,
        amount0_in numeric(78, 0) not null default 0,
        amount1_in numeric(78, 0) not null default 0,
        amount0_out numeric(78, 0) not null default 0,
        amount1_out numeric(78, 0) not null default 0,
        reserve0 numeric(78, 0),
        reserve1 numeric(78, 0),
        primary key (chain_id, tx_hash, log_index)
      );
      create index pair_events_by_block on pair_events (chain_id, block_number);
      create index pair_events_swaps on pair_events (pair, block_time) where kind = 'swap';
      create index pair_events_syncs on pair_events (chain_id, pair, block_number desc, log_index desc) where kind = 'sync';
      create index pair_events_traders on pair_events (trader) where kind = 'swap';
      create table invitations (
        invitee text primary key check (invitee ~ '^0x[0-9a-f]{40}$'),
        inviter text not null check (inviter ~ '^0x[0-9a-f]{40}$'),
        signature text not null,
        created_at timestamptz not null default now(),
        check (invitee <> inviter)
      );
      create index invitations_by_inviter on invitations (inviter);
    `,
  },
  {
    version: 2,
    name: 'market reads keyed by chain',
    sql: `
      -- the devnet deploys the same pair addresses on both chains: every market read filters by chain first
      drop index pair_events_swaps;
      create index pair_events_swaps on pair_events (chain_id, pair, block_time) where kind = 'swap';
      drop index pair_events_traders;
      create index pair_events_traders on pair_events (chain_id, trader) where kind = 'swap';
    `,
  },
  {
    version: 17,
    name: 'pair events keyed by block and log index',
    sql: `
      -- the key leads with the block, which a rollback deletes by and a commit replaces by: the index by block goes,
      -- and a catch-up writes one index fewer per event, integers compared first (a log index is unique in its
      -- block, so the tx hash orders nothing, and it stays in the key as part of an event's identity). No semicolon in
      -- these comments: runMigrations splits the statements at them
      alter table pair_events drop constraint pair_events_pkey;
      alter table pair_events add primary key (chain_id, block_number, log_index, tx_hash);
      drop index pair_events_by_block;
    `,
  },
]
