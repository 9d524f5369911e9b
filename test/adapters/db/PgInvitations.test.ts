import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgInvitations } from '../../../src/adapters/db/PgInvitations'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { checkInviteBinding } from '../../../src/domain/invite/checkInviteBinding'
import { testDatabases } from '../../server/support/testDatabases'
import { signedInvitation } from '../../support/signedInvitation'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

describe.each(testDatabases())('invitation bindings on $name', (database) => {
  let db: SqlDatabase
  let invitations: PgInvitations
  beforeAll(async () => {
    db = await database.open()
    invitations = new PgInvitations(db)
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('keeps the first binding and refuses a later one', async () => {
    await invitations.bind(signedInvitation(address(1), address(2), '0xsig'), checkInviteBinding)
    await expect(
      invitations.bind(signedInvitation(address(1), address(3), '0xsig'), checkInviteBinding),
    ).rejects.toThrow(/already has an inviter/)
    expect(await invitations.inviterOf(address(1))).toBe(address(2))
  })

  it('refuses a cycle of any length', async () => {
    await invitations.bind(signedInvitation(address(11), address(12), '0x'), checkInviteBinding) // 11 ← 12
    await invitations.bind(signedInvitation(address(12), address(13), '0x'), checkInviteBinding) // 12 ← 13
    await expect(
      invitations.bind(signedInvitation(address(13), address(11), '0x'), checkInviteBinding),
    ).rejects.toThrow(/cycle/)
    await expect(
      invitations.bind(signedInvitation(address(13), address(12), '0x'), checkInviteBinding),
    ).rejects.toThrow(/cycle/)
    expect(await invitations.inviterOf(address(13))).toBeUndefined()
  })

  it('serialises concurrent bindings so that two crossing ones cannot both win', async () => {
    const results = await Promise.allSettled([
      invitations.bind(signedInvitation(address(21), address(22), '0x'), checkInviteBinding),
      invitations.bind(signedInvitation(address(22), address(21), '0x'), checkInviteBinding),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('lists the bindings with the second each counts from, an imported one at its given time', async () => {
    const before = Math.floor(Date.now() / 1000)
    await invitations.bind(signedInvitation(address(31), address(32), '0x'), checkInviteBinding, 1_700_000_000)
    await invitations.bind(signedInvitation(address(33), address(32), '0x'), checkInviteBinding)
    await invitations.bind(signedInvitation(address(34), address(33), '0x'), checkInviteBinding)
    const all = await invitations.bindings()
    expect(all[0]).toEqual({ kind: 'invitationBound', invitee: address(31), inviter: address(32), time: 1_700_000_000 })
    const now = all.find((binding) => binding.invitee === address(33))!
    expect(now.time).toBeGreaterThanOrEqual(before)
    expect(now.time).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
    expect((await invitations.inviteesOf([address(32)])).map((b) => b.invitee)).toEqual([address(31), address(33)])
    expect((await invitations.inviteesOf([address(32), address(33)])).map((b) => b.invitee)).toEqual([
      address(31),
      address(33),
      address(34),
    ])
    expect(await invitations.inviteesOf([address(99)])).toEqual([])
  })

  it('keeps the terms and signature each invitee gave, in the order of the bindings', async () => {
    const signed = {
      ...signedInvitation(address(41), address(42), `0x${'AB'.repeat(65)}`),
      chainId: 56,
      expiresAt: 1_700_000_600,
    }
    await invitations.bind(signed, checkInviteBinding, 1_700_000_100)
    const all = await invitations.signedBindings()
    expect(all.map((b) => b.invitee)).toEqual((await invitations.bindings()).map((b) => b.invitee))
    expect(all.find((b) => b.invitee === address(41))).toEqual({
      invitee: address(41),
      inviter: address(42),
      time: 1_700_000_100,
      chainId: 56,
      expiresAt: 1_700_000_600,
      signature: `0x${'ab'.repeat(65)}`,
    })
  })

  it('gives a binding stored without its terms the terms of the same signature given again, and nothing else', async () => {
    await db.query(
      `insert into invitations (invitee, inviter, signature, created_at) values ($1, $2, '0xold', to_timestamp(1))`,
      [address(51), address(52)],
    )
    const unchecked = async () => (await invitations.signedBindings()).find((b) => b.invitee === address(51))
    expect(await unchecked()).toMatchObject({ chainId: undefined, expiresAt: undefined })
    // another signature, or another inviter, fills in nothing (and is refused: the first binding stays)
    await expect(
      invitations.bind(signedInvitation(address(51), address(52), '0xnew'), checkInviteBinding),
    ).rejects.toThrow(/already has an inviter/)
    await expect(
      invitations.bind(signedInvitation(address(51), address(53), '0xold'), checkInviteBinding),
    ).rejects.toThrow(/already has an inviter/)
    expect(await unchecked()).toMatchObject({ chainId: undefined, expiresAt: undefined })
    await expect(
      invitations.bind(signedInvitation(address(51), address(52), '0xold'), checkInviteBinding),
    ).rejects.toThrow(/already has an inviter/)
    expect(await unchecked()).toMatchObject({ time: 1, chainId: 128, expiresAt: 2_000_000_000, signature: '0xold' })
  })
})
