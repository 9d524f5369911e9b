import { describe, expect, it } from 'vitest'
import { bindInvitation, type InvitationSteps } from '../../../src/domain/invite/bindInvitation'
import { inviteBindingKey } from '../../../src/domain/invite/inviteBindingKey'
import { inviteMessage } from '../../../src/domain/invite/inviteMessage'

const INVITEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const INVITER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const KEY = inviteBindingKey(INVITEE, INVITER)

class Refusal extends Error {}

function steps(overrides: Partial<InvitationSteps> = {}) {
  const settled: string[] = []
  const signed: string[] = []
  const registered: string[] = []
  const value: InvitationSteps = {
    settledKeys: async () => settled,
    settle: async (key) => void settled.push(key),
    sign: async (message) => {
      signed.push(message)
      return '0xsig'
    },
    register: async (invitee, inviter, signature) => void registered.push(`${invitee} ${inviter} ${signature}`),
    isServerRefusal: (error) => error instanceof Refusal,
    ...overrides,
  }
  return { value, settled, signed, registered }
}

describe('bindInvitation', () => {
  it('signs the invitation message once, registers it and settles the pair', async () => {
    const { value, settled, signed, registered } = steps()
    expect(await bindInvitation(INVITEE, INVITER, value)).toEqual({ kind: 'bound' })
    expect(signed).toEqual([inviteMessage(INVITEE, INVITER)])
    expect(registered).toEqual([`${INVITEE} ${INVITER} 0xsig`])
    expect(settled).toEqual([KEY])
    expect(await bindInvitation(INVITEE.toLowerCase(), INVITER, value)).toEqual({ kind: 'skipped' })
    expect(signed).toHaveLength(1)
  })

  it('settles a pair the server refused, so that the next visit does not ask again', async () => {
    const refusal = new Refusal('This address already has an inviter; the first binding stays')
    const { value, settled } = steps({ register: () => Promise.reject(refusal) })
    expect(await bindInvitation(INVITEE, INVITER, value)).toEqual({ kind: 'refused', error: refusal })
    expect(settled).toEqual([KEY])
  })

  it('leaves the pair unsettled after a rejected signature or a network failure', async () => {
    const rejected = Object.assign(new Error('User rejected'), { code: 4001 })
    const unsigned = steps({ sign: () => Promise.reject(rejected) })
    expect(await bindInvitation(INVITEE, INVITER, unsigned.value)).toEqual({ kind: 'failed', error: rejected })
    expect(unsigned.registered).toEqual([])
    const offline = new Error('fetch failed')
    const unreachable = steps({ register: () => Promise.reject(offline) })
    expect(await bindInvitation(INVITEE, INVITER, unreachable.value)).toEqual({ kind: 'failed', error: offline })
    expect([...unsigned.settled, ...unreachable.settled]).toEqual([])
  })
})
