import type { InviteBindingFacts } from '../../domain/invite/checkInviteBinding'
import type { Invitations } from '../../ports/Invitations'
import type { SqlDatabase } from './SqlDatabase'

const BINDING_LOCK = 7_001_003 // one binding at a time, so two concurrent ones cannot close a cycle
const MAX_DEPTH = 10_000

/** Invitation bindings in SQL; the cycle check walks the inviter's ancestors with a recursive query. */
export class PgInvitations implements Invitations {
  constructor(private readonly db: SqlDatabase) {}

  bind(invitee: string, inviter: string, signature: string, check: (facts: InviteBindingFacts) => void): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [BINDING_LOCK])
      const [existing] = await tx.query<{ inviter: string }>('select inviter from invitations where invitee = $1', [
        invitee,
      ])
      const ancestors = await tx.query<{ address: string }>(
        `with recursive up(address, depth) as (
           select inviter, 1 from invitations where invitee = $1
           union all
           select i.inviter, up.depth + 1 from invitations i join up on i.invitee = up.address where up.depth < $2
         ) select address from up order by depth`,
        [inviter, MAX_DEPTH],
      )
      check({
        invitee,
        inviter,
        existingInviter: existing?.inviter,
        inviterAncestors: ancestors.map((row) => row.address),
      })
      await tx.query('insert into invitations (invitee, inviter, signature) values ($1, $2, $3)', [
        invitee,
        inviter,
        signature,
      ])
    })
  }

  async inviterOf(invitee: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ inviter: string }>('select inviter from invitations where invitee = $1', [
      invitee,
    ])
    return row?.inviter
  }
}
