import { InviterAlreadyBoundError } from '../../domain/errors/InviterAlreadyBoundError'
import type { InviteBindingFacts } from '../../domain/invite/checkInviteBinding'
import type { SignedBinding, SignedInvitation } from '../../domain/invite/SignedBinding'
import type { InvitationBound } from '../../domain/season/SeasonEvent'
import type { Invitations } from '../../ports/Invitations'
import type { SqlDatabase } from './SqlDatabase'

const BINDING_LOCK = 7_001_003 // one binding at a time, so two concurrent ones cannot close a cycle
const MAX_DEPTH = 10_000

/**
 * Invitation bindings in SQL, each with the terms and signature its invitee gave (migration 14); the cycle check walks
 * the inviter's ancestors with a recursive query.
 */
export class PgInvitations implements Invitations {
  constructor(private readonly db: SqlDatabase) {}

  async bind(signed: SignedInvitation, check: (facts: InviteBindingFacts) => void, time?: number): Promise<void> {
    const { invitee, inviter } = signed
    // a binding stored before its terms were kept (migration 14) gets them when the same signature, verified over
    // these terms by the caller, is given again (the devnet's import at every start); then the rules run as ever
    await this.db.query(
      `update invitations set chain_id = $3, expires_at = $4
       where invitee = $1 and inviter = $2 and signature = $5 and chain_id is null`,
      [invitee, inviter, signed.chainId, signed.expiresAt, signed.signature.toLowerCase()],
    )
    const binding = this.db.transaction(async (tx) => {
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
      await tx.query(
        `insert into invitations (invitee, inviter, signature, chain_id, expires_at, created_at)
         values ($1, $2, $3, $4, $5, coalesce(to_timestamp($6::bigint), now()))`,
        [invitee, inviter, signed.signature.toLowerCase(), signed.chainId, signed.expiresAt, time ?? null],
      )
    })
    // the unique binding per invitee refused a second one that got past the lock's check: the first stays
    return binding.catch((error: unknown) => {
      throw isUniqueViolation(error) ? new InviterAlreadyBoundError(error) : error
    })
  }

  async inviterOf(invitee: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ inviter: string }>('select inviter from invitations where invitee = $1', [
      invitee,
    ])
    return row?.inviter
  }

  bindings(): Promise<InvitationBound[]> {
    return this.select('', [])
  }

  async signedBindings(): Promise<SignedBinding[]> {
    const rows = await this.db.query<{
      invitee: string
      inviter: string
      time: string
      chain_id: number | null
      expires_at: string | null
      signature: string
    }>(
      `select invitee, inviter, floor(extract(epoch from created_at))::bigint::text as time, chain_id,
         expires_at::text, signature from invitations order by created_at, invitee`,
    )
    return rows.map((row) => ({
      invitee: row.invitee,
      inviter: row.inviter,
      time: Number(row.time),
      chainId: row.chain_id === null ? undefined : Number(row.chain_id),
      expiresAt: row.expires_at === null ? undefined : Number(row.expires_at),
      signature: row.signature,
    }))
  }

  inviteesOf(inviters: readonly string[]): Promise<InvitationBound[]> {
    return this.select('where inviter = any($1::text[])', [[...inviters]])
  }

  private async select(where: string, params: unknown[]): Promise<InvitationBound[]> {
    // a binding counts from its whole second: the chain's block times are whole seconds too
    const rows = await this.db.query<{ invitee: string; inviter: string; time: string }>(
      `select invitee, inviter, floor(extract(epoch from created_at))::bigint::text as time from invitations ${where}
       order by created_at, invitee`,
      params,
    )
    return rows.map((row) => ({
      kind: 'invitationBound',
      invitee: row.invitee,
      inviter: row.inviter,
      time: Number(row.time),
    }))
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
