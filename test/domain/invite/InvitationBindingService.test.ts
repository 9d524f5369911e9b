import { Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { EthersMessageVerifier } from '../../../src/adapters/signer/EthersMessageVerifier'
import { InviteChainNotServedError } from '../../../src/domain/errors/InviteChainNotServedError'
import { InviteSignatureMismatchError } from '../../../src/domain/errors/InviteSignatureMismatchError'
import { InvitationBindingService } from '../../../src/domain/invite/InvitationBindingService'
import { InviteRejectedError } from '../../../src/domain/invite/InviteRejectedError'
import { inviteMessage } from '../../../src/domain/invite/inviteMessage'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryInvitations } from '../../doubles/InMemorySeasonStores'
import { ManualClock } from '../../doubles/ManualClock'

const invitee = Wallet.createRandom()
const stranger = Wallet.createRandom()
const INVITER = `0x${'ab'.repeat(20)}`

function setup() {
  const clock = new ManualClock()
  const invitations = new InMemoryInvitations()
  const code = new InMemoryAccountCode()
  const service = new InvitationBindingService({
    invitations,
    verifier: new EthersMessageVerifier(),
    code,
    clock,
    chains: [128, 56],
  })
  const gate: string[] = []
  const recording = { admit: () => gate.push('admit'), proven: () => gate.push('proven') }
  const terms = {
    invitee: invitee.address.toLowerCase(),
    inviter: INVITER,
    chainId: 128,
    expiresAt: Math.floor(clock.now() / 1000) + 3600,
  }
  return { service, invitations, code, gate, recording, terms }
}

describe('InvitationBindingService', () => {
  it('binds an invitee who signed the terms, passing the gate before and after the proof', async () => {
    const { service, invitations, gate, recording, terms } = setup()
    const signature = invitee.signMessageSync(inviteMessage(terms))
    await service.bind({ ...terms, signature }, recording)
    expect(gate).toEqual(['admit', 'proven'])
    expect(await invitations.inviterOf(terms.invitee)).toBe(INVITER)
  })

  it('refuses a stranger’s signature before the proof counts, and an unserved chain before the gate', async () => {
    const { service, invitations, gate, recording, terms } = setup()
    const forged = stranger.signMessageSync(inviteMessage(terms))
    await expect(service.bind({ ...terms, signature: forged }, recording)).rejects.toBeInstanceOf(
      InviteSignatureMismatchError,
    )
    expect(gate).toEqual(['admit'])
    const elsewhere = { ...terms, chainId: 1 }
    const signed = invitee.signMessageSync(inviteMessage(elsewhere))
    await expect(service.bind({ ...elsewhere, signature: signed }, recording)).rejects.toBeInstanceOf(
      InviteChainNotServedError,
    )
    expect(gate).toEqual(['admit'])
    expect(await invitations.inviterOf(terms.invitee)).toBeUndefined()
  })

  it('asks the chain for the inviter’s code only once the signature proved the invitee', async () => {
    const { service, code, recording, terms } = setup()
    code.contracts.add(INVITER)
    await expect(
      service.bind({ ...terms, signature: stranger.signMessageSync(inviteMessage(terms)) }, recording),
    ).rejects.toBeInstanceOf(InviteSignatureMismatchError)
    expect(code.queries).toEqual([])
    const signature = invitee.signMessageSync(inviteMessage(terms))
    await expect(service.bind({ ...terms, signature }, recording)).rejects.toBeInstanceOf(InviteRejectedError)
    expect(code.queries).toEqual([INVITER])
  })
})
