import { EVENT_ORIGIN_COLUMNS } from './eventOriginColumns'
import type { Migration } from './Migration'

/** Seasons: their events, title claims, the reward ledger, settlements and the directors leaderboard. */
export const SEASON_SCHEMA: readonly Migration[] = [
  {
    version: 5,
    name: 'season events',
    sql: `
      create table season_events (
        ${EVENT_ORIGIN_COLUMNS}
        kind text not null check (kind in ('seasonOpened', 'seasonFunded', 'energySharesSet', 'extendRewardSet')),
        number integer,
        end_time bigint,
        nft1_ask numeric(78, 0),
        nft2_ask numeric(78, 0),
        token text check (token ~ '^0x[0-9a-f]{40}$'),
        amount numeric(78, 0),
        total_fund numeric(78, 0),
        direct_bps integer,
        diffused_bps integer,
        bps integer,
        primary key (chain_id, tx_hash, log_index)
      );
      create index season_events_in_order on season_events (chain_id, block_number, log_index);
    `,
  },
  {
    version: 6,
    name: 'title claims, the reward ledger and season settlements',
    sql: `
      alter table season_events drop constraint season_events_kind_check;
      alter table season_events add constraint season_events_kind_check
        check (kind in ('seasonOpened', 'seasonFunded', 'energySharesSet', 'extendRewardSet', 'titleClaimed'));
      alter table season_events add column account text check (account ~ '^0x[0-9a-f]{40}$');
      alter table season_events add column tier integer check (tier in (1, 2));
      -- what every programme but LP mining owes: a credit is written once (its key), the distributor pays the sum
      create table reward_credits (
        chain_id integer not null,
        programme text not null,
        key text not null,
        account text not null check (account ~ '^0x[0-9a-f]{40}$'),
        token text not null check (token ~ '^0x[0-9a-f]{40}$'),
        amount numeric(78, 0) not null check (amount > 0),
        primary key (chain_id, programme, key, account, token)
      );
      create index reward_credits_by_account on reward_credits (chain_id, account, token);
      create table season_titles (
        chain_id integer not null,
        season integer not null,
        account text not null check (account ~ '^0x[0-9a-f]{40}$'),
        tier integer not null check (tier in (1, 2)),
        primary key (chain_id, season, account, tier)
      );
      create index season_titles_by_account on season_titles (chain_id, account, tier, season);
      create table season_settlement_funds (
        chain_id integer not null,
        season integer not null,
        token text not null check (token ~ '^0x[0-9a-f]{40}$'),
        fund numeric(78, 0) not null,
        paid numeric(78, 0) not null check (paid <= fund),
        primary key (chain_id, season, token)
      );
      -- the completion marker, written last in the settlement's transaction
      create table season_settlements (
        chain_id integer not null,
        season integer not null,
        end_time bigint not null,
        block_number bigint not null,
        block_hash text not null,
        settled_at timestamptz not null default now(),
        primary key (chain_id, season)
      );
    `,
  },
  {
    version: 7,
    name: 'directors leaderboard snapshot',
    sql: `
      create table director_snapshots (
        chain_id integer primary key,
        day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        cutoff_time bigint not null,
        time_zone text not null,
        block_number bigint not null,
        block_hash text not null,
        taken_at timestamptz not null default now()
      );
      create table director_ranks (
        chain_id integer not null references director_snapshots (chain_id) on delete cascade,
        rank integer not null check (rank > 0),
        account text not null check (account ~ '^0x[0-9a-f]{40}$'),
        voucher numeric(78, 0) not null check (voucher > 0),
        primary key (chain_id, rank)
      );
    `,
  },
]
