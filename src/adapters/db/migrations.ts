/** The schema, one migration per version, applied in order at start (never edit a released one; add the next). */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
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
    version: 3,
    name: 'LP-mining events',
    sql: `
      create table mining_events (
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,
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
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,
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
  {
    version: 5,
    name: 'season events',
    sql: `
      create table season_events (
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,
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
