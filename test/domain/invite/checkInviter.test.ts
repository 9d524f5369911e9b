import { describe, expect, it } from 'vitest'
import { checkInviteBinding } from '../../../src/domain/invite/checkInviteBinding'
import { checkInviter } from '../../../src/domain/invite/checkInviter'
import { InviteRejectedError } from '../../../src/domain/invite/InviteRejectedError'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'

const invitee = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const person = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const zero = `0x${'0'.repeat(40)}`

async function reasonOf(inviter: string, inviteeAddress = invitee): Promise<string> {
  const code = new InMemoryAccountCode()
  code.contracts.add(contract)
  try {
    await checkInviter({ invitee: inviteeAddress, inviter, chainId: 128 }, code)
  } catch (error) {
    if (error instanceof InviteRejectedError) return `${error.reason}: ${error.message}`
    throw error
  }
  return 'accepted'
}

describe('checkInviter: who may be an inviter, before anything is signed', () => {
  it('accepts a person’s account', async () => {
    expect(await reasonOf(person)).toBe('accepted')
  })

  it('refuses the zero address, in any case of the hex', async () => {
    expect(await reasonOf(zero)).toBe(
      'zero-inviter: The zero address cannot be an inviter: give the address of the person who invited you',
    )
    expect(await reasonOf('0X0000000000000000000000000000000000000000')).toMatch(/^zero-inviter/)
  })

  it('refuses the invitee itself, whatever the letter case', async () => {
    expect(await reasonOf(invitee.toUpperCase().replace('0X', '0x'))).toBe(
      'self-invite: You cannot invite yourself: use another address as the inviter',
    )
  })

  it('refuses an address holding contract code on the signed chain, naming it and the chain', async () => {
    expect(await reasonOf(contract)).toBe(
      `contract-inviter: ${contract} is a contract on chain 128, not a person's account: give the address of the wallet that invited you`,
    )
  })

  it('asks the chain the invitation is signed on, and not at all for an inviter refused without it', async () => {
    const code = new InMemoryAccountCode()
    await checkInviter({ invitee, inviter: person, chainId: 56 }, code)
    expect(code.queries).toEqual([person])
    await expect(checkInviter({ invitee, inviter: zero, chainId: 56 }, code)).rejects.toThrow(InviteRejectedError)
    expect(code.queries).toEqual([person])
  })

  it('lets a node failure through as it is: no verdict about the inviter', async () => {
    const failing = { hasCode: async () => Promise.reject(new Error('node down')) }
    await expect(checkInviter({ invitee, inviter: person, chainId: 128 }, failing)).rejects.toThrow('node down')
  })
})

describe('checkInviteBinding refuses the zero address inside the binding’s transaction too', () => {
  it('zero-inviter, before looking at the existing bindings', () => {
    expect(() => checkInviteBinding({ invitee, inviter: zero, existingInviter: person, inviterAncestors: [] })).toThrow(
      expect.objectContaining({ reason: 'zero-inviter' }),
    )
  })
})
