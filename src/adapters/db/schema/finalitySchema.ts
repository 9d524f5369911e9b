import type { Migration } from './Migration'

/** Finality: what the reward ledger's credits were derived at, so that a reorganisation below it rolls them back. */
export const FINALITY_SCHEMA: readonly Migration[] = [
  {
    version: 13,
    name: 'reward credits keep the block they were derived at',
    sql: `
      -- the indexed block a credit was computed at (a settlement's marker block, a bounty pass's final head): a
      -- rollback below it deletes the credit in the indexer's transaction, and the programme derives it again
      alter table reward_credits add column block_number bigint;
      update reward_credits c set block_number = s.block_number from season_settlements s
        where c.programme = 'season' and c.chain_id = s.chain_id and c.key like 'season:' || s.season || ':%';
      -- earlier credits were derived at most at the indexed head
      update reward_credits c set block_number = k.block_number from chain_checkpoints k
        where c.block_number is null and c.chain_id = k.chain_id;
      update reward_credits set block_number = 0 where block_number is null;
      alter table reward_credits alter column block_number set not null;
      create index reward_credits_by_block on reward_credits (chain_id, block_number);
      create index season_settlements_by_block on season_settlements (chain_id, block_number)
    `,
  },
]
