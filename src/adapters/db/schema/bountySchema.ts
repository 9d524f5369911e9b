import { EVENT_ORIGIN_COLUMNS } from './eventOriginColumns'
import type { Migration } from './Migration'

/** The bounty area: game rounds and prize draws. */
export const BOUNTY_SCHEMA: readonly Migration[] = [
  {
    version: 11,
    name: 'bounty game rounds and prize draws',
    sql: `
      create table game_rounds (
        ${EVENT_ORIGIN_COLUMNS}
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
        ${EVENT_ORIGIN_COLUMNS}
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
]
