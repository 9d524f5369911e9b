import { describe, expect, it } from 'vitest'
import { checkInviteBinding } from '../../../src/domain/invite/checkInviteBinding'
import { checkInviteExpiry, MAX_INVITE_VALIDITY_SECONDS } from '../../../src/domain/invite/checkInviteExpiry'
import { createInviteTerms, INVITE_SIGNATURE_TTL_SECONDS } from '../../../src/domain/invite/createInviteTerms'
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
  const terms = { invitee: a, inviter: b, chainId: 128, expiresAt: 1_800_000_600 }

  it('names the product, both addresses in lowercase, the chain and the expiry (EIP-4361 style)', () => {
    expect(inviteMessage({ ...terms, invitee: a.toUpperCase().replace('0X', '0x') })).toBe(
      [
        'FomoSwap wants you to register your inviter with your account:',
        a,
        '',
        `I accept ${b} as my inviter in the FomoSwap invitation programme.`,
        '',
        'Chain ID: 128',
        'Expiration Time: 2027-01-15T08:10:00.000Z',
      ].join('\n'),
    )
  })

  it('differs for another inviter, chain or expiry, so a signature replays for none of them', () => {
    const message = inviteMessage(terms)
    expect(inviteMessage({ ...terms, inviter: c })).not.toBe(message)
    expect(inviteMessage({ ...terms, chainId: 56 })).not.toBe(message)
    expect(inviteMessage({ ...terms, expiresAt: terms.expiresAt + 1 })).not.toBe(message)
  })
})

describe('createInviteTerms', () => {
  it('lowercases the addresses and expires ten minutes after now', () => {
    expect(createInviteTerms(a.toUpperCase().replace('0X', '0x'), b, 56, 1_800_000_000_999)).toEqual({
      invitee: a,
      inviter: b,
      chainId: 56,
      expiresAt: 1_800_000_000 + INVITE_SIGNATURE_TTL_SECONDS,
    })
  })
})

describe('checkInviteExpiry', () => {
  const now = 1_800_000_000
  it.each([
    [now + 1, 'accepted'],
    [now + MAX_INVITE_VALIDITY_SECONDS, 'accepted'],
    [now, 'expired'],
    [now - 600, 'expired'],
    [now + MAX_INVITE_VALIDITY_SECONDS + 1, 'expiry-too-far'],
  ])('expiry %i → %s', (expiresAt, expected) => {
    expect(reasonOf(() => checkInviteExpiry(expiresAt, now))).toBe(expected)
  })
})
