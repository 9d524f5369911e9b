import { EVENT_ORIGIN_COLUMNS } from './eventOriginColumns'
import type { Migration } from './Migration'

/** LP mining and the exchanges: their indexed events (the mining ledger and the release are computed from them). */
export const MINING_SCHEMA: readonly Migration[] = [
  {
    version: 3,
    name: 'LP-mining events',
    sql: `
      create table mining_events (
        ${EVENT_ORIGIN_COLUMNS}
        kind text not null check (kind in ('poolAdded', 'emissionChanged', 'lockOptionSet', 'poolShutDown',
          'deposited', 'lockMatured', 'withdrawn')),
        lp_token text not null check (lp_token ~ '^0x[0-9a-f]{40}$'),
        account text check (account ~ '^0x[0-9a-f]{40}$'),
        reward_token text check (reward_token ~ '^0x[0-9a-f]{40}$'),
        reward_per_second numeric(78, 0),
        lock_id numeric(78, 0),
        amount numeric(78, 0),
        lock_days integer,
        weight bigint,
        energy_ratio bigint,
        unlock_at bigint,
        primary key (chain_id, tx_hash, log_index)
      );
      create index mining_events_in_order on mining_events (chain_id, block_number, log_index);
    `,
  },
  {
    version: 4,
    name: 'DK conversions, HJW investments and release withdrawals',
    sql: `
      create table exchange_events (
        ${EVENT_ORIGIN_COLUMNS}
        contract text not null check (contract ~ '^0x[0-9a-f]{40}$'),
        kind text not null check (kind in ('converted', 'invested', 'releaseWithdrawn')),
        account text not null check (account ~ '^0x[0-9a-f]{40}$'),
        recipient text check (recipient ~ '^0x[0-9a-f]{40}$'),
        token text not null check (token ~ '^0x[0-9a-f]{40}$'),
        amount numeric(78, 0) not null,
        token_out text check (token_out ~ '^0x[0-9a-f]{40}$'),
        amount_out numeric(78, 0),
        fee numeric(78, 0),
        total_investment numeric(78, 0),
        number bigint,
        primary key (chain_id, tx_hash, log_index)
      );
      create index exchange_events_by_account on exchange_events (chain_id, account, kind, block_number, log_index);
    `,
  },
]
