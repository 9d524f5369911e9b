import { Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { EthersMessageVerifier } from '../../../src/adapters/signer/EthersMessageVerifier'
import { inviteMessage } from '../../../src/domain/invite/inviteMessage'
import type { SignedBinding } from '../../../src/domain/invite/SignedBinding'
import { verifySignedBindings } from '../../../src/domain/invite/verifySignedBindings'

const invitee = Wallet.createRandom()
const inviter = Wallet.createRandom().address.toLowerCase()
const other = Wallet.createRandom().address.toLowerCase()
const verifier = new EthersMessageVerifier()
const name = invitee.address.toLowerCase()

async function signed(overrides: Partial<SignedBinding> = {}, signer = invitee): Promise<SignedBinding> {
  const terms = { invitee: name, inviter, chainId: 128, expiresAt: 1_800_000_600 }
  return { ...terms, time: 1_800_000_000, signature: await signer.signMessage(inviteMessage(terms)), ...overrides }
}

describe('verifySignedBindings', () => {
  it('keeps a binding its invitee signed, before the signature expired', async () => {
    const binding = await signed()
    expect(verifySignedBindings([binding], verifier)).toEqual({ verified: [binding], differences: [] })
  })

  it.each([
    ['signed by someone else (a forged binding)', async () => signed({}, Wallet.createRandom()), 'not signed by'],
    ['re-pointed to another inviter', async () => signed({ inviter: other }), 'not signed by'],
    ['moved to another chain', async () => signed({ chainId: 56 }), 'not signed by'],
    ['with a later expiry', async () => signed({ expiresAt: 1_900_000_000 }), 'not signed by'],
    ['counted from after the expiry', async () => signed({ time: 1_800_000_600 }), 'after its signature expired'],
    ['stored without its terms', async () => signed({ chainId: undefined, expiresAt: undefined }), 'no signed terms'],
    ['with a malformed signature', async () => signed({ signature: '0x1234' }), 'not signed by'],
  ])('reports a binding %s as a difference and leaves it out', async (_case, make, reason) => {
    const bad = await make()
    const result = verifySignedBindings([bad], verifier)
    expect(result.verified).toEqual([])
    expect(result.differences).toHaveLength(1)
    expect(result.differences[0]).toContain(`binding of ${bad.invitee} to ${bad.inviter}: `)
    expect(result.differences[0]).toContain(reason)
  })

  it('checks each binding on its own: one forged among good ones fails alone', async () => {
    const friend = Wallet.createRandom()
    const friendTerms = { invitee: friend.address.toLowerCase(), inviter, chainId: 56, expiresAt: 1_800_000_900 }
    const good = [
      await signed(),
      { ...friendTerms, time: 1_800_000_100, signature: await friend.signMessage(inviteMessage(friendTerms)) },
    ]
    const forged = { ...friendTerms, invitee: other, time: 1_800_000_200, signature: good[1]!.signature }
    const result = verifySignedBindings([good[0]!, forged, good[1]!], verifier)
    expect(result.verified).toEqual(good)
    expect(result.differences).toEqual([`binding of ${other} to ${inviter}: not signed by ${other}`])
  })
})
