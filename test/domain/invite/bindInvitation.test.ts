import { describe, expect, it } from 'vitest'
import { bindInvitation, INVITE_RETRY_DELAYS_MS, type InvitationSteps } from '../../../src/domain/invite/bindInvitation'
import { classifyInviteFailure } from '../../../src/domain/invite/classifyInviteFailure'
import { inviteBindingKey } from '../../../src/domain/invite/inviteBindingKey'
import { inviteMessage } from '../../../src/domain/invite/inviteMessage'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { ManualClock } from '../../doubles/ManualClock'

const INVITEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const INVITER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const KEY = inviteBindingKey(INVITEE, INVITER)

class Answer extends Error {
  constructor(readonly code: number) {
    super(`HTTP ${code}`)
  }
}

function steps(overrides: Partial<InvitationSteps> = {}) {
  const settled: string[] = []
  const signed: string[] = []
  const registered: string[] = []
  const code = new InMemoryAccountCode()
  const value: InvitationSteps = {
    code,
    settledKeys: async () => settled,
    settle: async (key) => void settled.push(key),
    sign: async (message) => {
      signed.push(message)
      return '0xsig'
    },
    register: async (terms, signature) =>
      void registered.push(`${terms.invitee} ${terms.inviter} ${terms.chainId} ${signature}`),
    classify: (error) => classifyInviteFailure(error instanceof Answer ? error.code : undefined),
    ...overrides,
  }
  return { value, settled, signed, registered, code }
}

describe('classifyInviteFailure', () => {
  it.each([
    [400, 'settled'],
    [403, 'settled'],
    [409, 'settled'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [-1, 'retry'],
    [404, 'failed'],
    [401, 'failed'],
    [undefined, 'failed'],
  ] as const)('%s is %s', (code, kind) => expect(classifyInviteFailure(code)).toBe(kind))
})

describe('bindInvitation', () => {
  it('refuses a contract inviter (checkInviter) before asking for a signature, and settles the pair', async () => {
    const { value, settled, signed, registered, code } = steps()
    code.contracts.add(INVITER.toLowerCase())
    const outcome = await bindInvitation(INVITEE, INVITER, 128, value, new ManualClock(1_800_000_000_000))
    expect(outcome).toMatchObject({
      kind: 'refused',
      error: { name: 'InviteRejectedError', reason: 'contract-inviter' },
    })
    expect([signed, registered, settled]).toEqual([[], [], [KEY]])
  })

  it('fails without settling when the chain cannot say whether the inviter is a contract', async () => {
    const { value, settled, signed } = steps({ code: { hasCode: () => Promise.reject(new Error('node down')) } })
    const outcome = await bindInvitation(INVITEE, INVITER, 128, value, new ManualClock(1_800_000_000_000))
    expect(outcome).toMatchObject({ kind: 'failed', error: { message: 'node down' } })
    expect([signed, settled]).toEqual([[], []])
  })

  it('signs the invitation message once, for the chain and ten minutes, registers it and settles the pair', async () => {
    const { value, settled, signed, registered } = steps()
    const clock = new ManualClock(1_800_000_000_500)
    expect(await bindInvitation(INVITEE, INVITER, 128, value, clock)).toEqual({ kind: 'bound' })
    const terms = {
      invitee: INVITEE.toLowerCase(),
      inviter: INVITER.toLowerCase(),
      chainId: 128,
      expiresAt: 1_800_000_600,
    }
    expect(signed).toEqual([inviteMessage(terms)])
    expect(signed[0]).toContain('Expiration Time: 2027-01-15T08:10:00.000Z')
    expect(registered).toEqual([`${terms.invitee} ${terms.inviter} 128 0xsig`])
    expect(settled).toEqual([KEY])
    expect(await bindInvitation(INVITEE.toLowerCase(), INVITER, 128, value, new ManualClock())).toEqual({
      kind: 'skipped',
    })
    expect(signed).toHaveLength(1)
  })

  it.each([400, 403, 409])(
    'settles a pair the server refused with %i, so the next visit does not ask again',
    async (code) => {
      const refusal = new Answer(code)
      const { value, settled } = steps({ register: () => Promise.reject(refusal) })
      expect(await bindInvitation(INVITEE, INVITER, 128, value, new ManualClock())).toEqual({
        kind: 'refused',
        error: refusal,
      })
      expect(settled).toEqual([KEY])
    },
  )

  it.each([429, 500, 502, -1])('retries a %i with back-off and the same signature, then binds', async (code) => {
    const clock = new ManualClock()
    let calls = 0
    const { value, settled, signed } = steps({
      register: async () => {
        calls++
        if (calls <= 3) throw new Answer(code)
      },
    })
    const outcome = bindInvitation(INVITEE, INVITER, 128, value, clock)
    await clock.advance(0)
    expect(calls).toBe(1)
    await clock.advance(999)
    expect(calls).toBe(1)
    await clock.advance(1)
    expect(calls).toBe(2)
    await clock.advance(2_000 + 4_000)
    expect(calls).toBe(4)
    expect(await outcome).toEqual({ kind: 'bound' })
    expect(settled).toEqual([KEY])
    expect(signed).toHaveLength(1)
  })

  it('leaves the pair unsettled when every retry failed', async () => {
    const clock = new ManualClock()
    const busy = new Answer(429)
    let calls = 0
    const { value, settled } = steps({
      register: async () => {
        calls++
        throw busy
      },
    })
    const outcome = bindInvitation(INVITEE, INVITER, 128, value, clock)
    await clock.advance(INVITE_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0))
    expect(await outcome).toEqual({ kind: 'failed', error: busy })
    expect(calls).toBe(INVITE_RETRY_DELAYS_MS.length + 1)
    expect(settled).toEqual([])
  })

  it('leaves the pair unsettled after a rejected signature or an unexpected answer, without retrying', async () => {
    const rejected = Object.assign(new Error('User rejected'), { code: 4001 })
    const unsigned = steps({ sign: () => Promise.reject(rejected) })
    expect(await bindInvitation(INVITEE, INVITER, 128, unsigned.value, new ManualClock())).toEqual({
      kind: 'failed',
      error: rejected,
    })
    expect(unsigned.registered).toEqual([])
    const missing = new Answer(404)
    const clock = new ManualClock()
    const unknown = steps({ register: () => Promise.reject(missing) })
    expect(await bindInvitation(INVITEE, INVITER, 128, unknown.value, clock)).toEqual({
      kind: 'failed',
      error: missing,
    })
    expect(clock.pending()).toBe(0)
    expect([...unsigned.settled, ...unknown.settled]).toEqual([])
  })
})
