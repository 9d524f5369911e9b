import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgInvitations } from '../../../src/adapters/db/PgInvitations'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { checkInviteBinding } from '../../../src/domain/invite/checkInviteBinding'
import { testDatabases } from '../../server/support/testDatabases'

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
    await invitations.bind(address(1), address(2), '0xsig', checkInviteBinding)
    await expect(invitations.bind(address(1), address(3), '0xsig', checkInviteBinding)).rejects.toThrow(
      /already has an inviter/,
    )
    expect(await invitations.inviterOf(address(1))).toBe(address(2))
  })

  it('refuses a cycle of any length', async () => {
    await invitations.bind(address(11), address(12), '0x', checkInviteBinding) // 11 ← 12
    await invitations.bind(address(12), address(13), '0x', checkInviteBinding) // 12 ← 13
    await expect(invitations.bind(address(13), address(11), '0x', checkInviteBinding)).rejects.toThrow(/cycle/)
    await expect(invitations.bind(address(13), address(12), '0x', checkInviteBinding)).rejects.toThrow(/cycle/)
    expect(await invitations.inviterOf(address(13))).toBeUndefined()
  })

  it('serialises concurrent bindings so that two crossing ones cannot both win', async () => {
    const results = await Promise.allSettled([
      invitations.bind(address(21), address(22), '0x', checkInviteBinding),
      invitations.bind(address(22), address(21), '0x', checkInviteBinding),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('lists the bindings with the second each counts from, an imported one at its given time', async () => {
    const before = Math.floor(Date.now() / 1000)
    await invitations.bind(address(31), address(32), '0x', checkInviteBinding, 1_700_000_000)
    await invitations.bind(address(33), address(32), '0x', checkInviteBinding)
    await invitations.bind(address(34), address(33), '0x', checkInviteBinding)
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
})
