import type { Migration } from './Migration'

/** Replicas: the writer terms that fence the indexer writer lock. */
export const WRITER_SCHEMA: readonly Migration[] = [
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
