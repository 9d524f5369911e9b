import type { Migration } from './Migration'

/** Consent: what each signature a user gave the server says, kept so that it can be checked again or not used twice. */
export const CONSENT_SCHEMA: readonly Migration[] = [
  {
    version: 14,
    name: 'invitations keep the terms their invitee signed',
    sql: `
      -- the chain and expiry of the signed invitation message: with the signature, anyone can rebuild the message and
      -- check that the invitee signed this binding (fomo season verify). Rows bound before have none and say so.
      alter table invitations add column chain_id integer check (chain_id > 0);
      alter table invitations add column expires_at bigint;
      alter table invitations add check ((chain_id is null) = (expires_at is null))
    `,
  },
  {
    version: 15,
    name: 'bridge reservations keep the nonce of the sender consent',
    sql: `
      -- the nonce of the consent the sender signed for the reservation: a consent reserves once (null for the rows made
      -- before consent was asked, which do not collide: PostgreSQL counts nulls as distinct)
      alter table bridge_reservations add column consent_nonce numeric(78, 0);
      create unique index bridge_reservations_consent on bridge_reservations (sender, consent_nonce)
    `,
  },
]
