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
  {
    version: 8,
    name: 'bridge collections, payouts and voids',
    sql: `
      -- the source chain's Collected events: what the relayer pays and what a reservation's code became
      create table bridge_collections (
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,
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
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,
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
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,
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
    version: 11,
    name: 'bounty game rounds and prize draws',
    sql: `
      create table game_rounds (
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,
        contract text not null check (contract ~ '^0x[0-9a-f]{40}$'),
        player text not null check (player ~ '^0x[0-9a-f]{40}$'),
        game_type smallint not null check (game_type in (2, 5)),
        token text not null check (token ~ '^0x[0-9a-f]{40}$'),
        bet numeric(78, 0) not null check (bet > 0),
        round numeric(78, 0) not null,
        primary key (chain_id, tx_hash, log_index)
      );
      create index game_rounds_in_order on game_rounds (chain_id, block_number, log_index);
      create index game_rounds_by_player on game_rounds (chain_id, player, block_number);
      create table prize_draws (
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        block_time bigint not null,
        contract text not null check (contract ~ '^0x[0-9a-f]{40}$'),
        kind text not null check (kind in ('funded', 'committed', 'sealed', 'revealed', 'voided')),
        draw_id numeric(78, 0),
        token text check (token ~ '^0x[0-9a-f]{40}$'),
        account text check (account ~ '^0x[0-9a-f]{40}$'),
        amount numeric(78, 0),
        pool numeric(78, 0),
        commitment text check (commitment ~ '^0x[0-9a-f]{64}$'),
        close_time bigint,
        target_block bigint,
        seed text check (seed ~ '^0x[0-9a-f]{64}$'),
        secret text check (secret ~ '^0x[0-9a-f]{64}$'),
        primary key (chain_id, tx_hash, log_index)
      );
      create index prize_draws_in_order on prize_draws (chain_id, block_number, log_index);
      create index prize_draws_by_draw on prize_draws (chain_id, contract, draw_id);
      -- a commit's prizes, the i-th (rank i, from 0) for the i-th winner, gone with their commit on a rollback
      create table prize_draw_prizes (
        chain_id integer not null,
        tx_hash text not null,
        log_index integer not null,
        rank integer not null check (rank >= 0),
        amount numeric(78, 0) not null check (amount > 0),
        primary key (chain_id, tx_hash, log_index, rank),
        foreign key (chain_id, tx_hash, log_index) references prize_draws (chain_id, tx_hash, log_index) on delete cascade
      );
    `,
  },
  {
    version: 12,
    name: 'writer terms: the fencing token of the indexer writer lock',
    sql: `
      -- bumped by each new writer when it takes the advisory writer lock: a write carries the term it was made in and
      -- is refused once the term moved on, so a replica that lost its lock unnoticed cannot write beside the new one
      create table writer_terms (
        id smallint primary key check (id = 1),
        term bigint not null
      );
      insert into writer_terms (id, term) values (1, 0)
    `,
  },
]
