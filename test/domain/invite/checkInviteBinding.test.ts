import { describe, expect, it } from 'vitest'
import { checkInviteBinding } from '../../../src/domain/invite/checkInviteBinding'
import { InviteRejectedError } from '../../../src/domain/invite/InviteRejectedError'
import { inviteMessage } from '../../../src/domain/invite/inviteMessage'

const a = `0x${'a'.repeat(40)}`
const b = `0x${'b'.repeat(40)}`
const c = `0x${'c'.repeat(40)}`

const reasonOf = (run: () => void) => {
  try {
    run()
  } catch (error) {
    if (error instanceof InviteRejectedError) return error.reason
    throw error
  }
  return 'accepted'
}

describe('checkInviteBinding', () => {
  it.each([
    ['a new binding', { invitee: a, inviter: b, inviterAncestors: [c] }, 'accepted'],
    ['a self-invite', { invitee: a, inviter: a, inviterAncestors: [] }, 'self-invite'],
    ['a second binding', { invitee: a, inviter: b, existingInviter: c, inviterAncestors: [] }, 'already-bound'],
    ['a direct cycle', { invitee: a, inviter: b, inviterAncestors: [a] }, 'cycle'],
    ['a long cycle', { invitee: a, inviter: b, inviterAncestors: [c, a] }, 'cycle'],
  ])('%s → %s', (_name, facts, expected) => {
    expect(reasonOf(() => checkInviteBinding(facts))).toBe(expected)
  })
})

describe('inviteMessage', () => {
  it('names both addresses in lowercase, so a signature cannot be replayed for another inviter', () => {
    expect(inviteMessage(a.toUpperCase().replace('0X', '0x'), b)).toBe(
      `FomoSwap invitation\nInvitee: ${a}\nInviter: ${b}`,
    )
    expect(inviteMessage(a, b)).not.toBe(inviteMessage(a, c))
  })
})
