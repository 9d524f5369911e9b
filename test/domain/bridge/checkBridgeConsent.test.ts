import { Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { EthersTypedDataVerifier } from '../../../src/adapters/signer/EthersTypedDataVerifier'
import { type BridgeConsent, bridgeConsentTypedData } from '../../../src/domain/bridge/bridgeConsent'
import { checkBridgeConsent, MAX_BRIDGE_CONSENT_VALIDITY_SECONDS } from '../../../src/domain/bridge/checkBridgeConsent'
import { BridgeConsentRejectedError } from '../../../src/domain/errors/BridgeConsentRejectedError'

const sender = Wallet.createRandom()
const NOW = 1_800_000_000
const consent: BridgeConsent = {
  sourceChainId: 128,
  bridge: `0x${'b1'.repeat(20)}`,
  sender: sender.address.toLowerCase(),
  recipient: `0x${'cc'.repeat(20)}`,
  token: `0x${'a0'.repeat(20)}`,
  amount: 9_990n * 10n ** 18n,
  targetChainId: 56,
  nonce: 0x1234_5678_9abc_def0_1234_5678_9abc_def0n,
  deadline: NOW + 600,
}
const verifier = new EthersTypedDataVerifier()
const sign = (terms: BridgeConsent, wallet = sender) => {
  const { domain, types, value } = bridgeConsentTypedData(terms)
  return wallet.signTypedData(domain, types, value)
}
const reasonOf = (terms: BridgeConsent, signature: string, now = NOW) => {
  try {
    checkBridgeConsent(terms, signature, now, verifier)
  } catch (error) {
    if (error instanceof BridgeConsentRejectedError) return error.reason
    throw error
  }
  return 'accepted'
}

describe('bridgeConsentTypedData', () => {
  it('binds the source chain and its bridge in the domain, every term in the struct', () => {
    const { domain, types, value } = bridgeConsentTypedData(consent)
    expect(domain).toEqual({
      name: 'FomoSwap bridge request',
      version: '1',
      chainId: 128,
      verifyingContract: consent.bridge,
    })
    expect(types.BridgeRequest?.map((field) => field.name)).toEqual([
      'sender',
      'recipient',
      'token',
      'amount',
      'targetChainId',
      'nonce',
      'deadline',
    ])
    expect(value).toMatchObject({ amount: consent.amount, targetChainId: 56n, deadline: BigInt(NOW + 600) })
  })
})

describe('checkBridgeConsent', () => {
  it('accepts the sender’s signature of these terms, before the deadline', async () => {
    expect(reasonOf(consent, await sign(consent))).toBe('accepted')
    expect(reasonOf(consent, await sign(consent), NOW + 599)).toBe('accepted')
  })

  it('refuses a stranger’s signature, and one of the sender for other terms', async () => {
    expect(reasonOf(consent, await sign(consent, Wallet.createRandom()))).toBe('bad-signature')
    const signed = await sign(consent)
    for (const other of [
      { recipient: `0x${'dd'.repeat(20)}` },
      { amount: consent.amount + 1n },
      { token: `0x${'a1'.repeat(20)}` },
      { targetChainId: 1 },
      { sourceChainId: 56 },
      { bridge: `0x${'b2'.repeat(20)}` },
      { nonce: consent.nonce + 1n },
      { deadline: consent.deadline - 1 },
      { sender: `0x${'ee'.repeat(20)}` },
    ]) {
      expect(
        reasonOf({ ...consent, ...other }, signed),
        JSON.stringify(other, (_k, v) => String(v)),
      ).toBe('bad-signature')
    }
    expect(reasonOf(consent, '0x')).toBe('bad-signature')
    expect(reasonOf(consent, `0x${'11'.repeat(65)}`)).toBe('bad-signature')
  })

  it('refuses an expired consent and one valid for longer than the limit, on the chain’s clock', async () => {
    expect(reasonOf(consent, await sign(consent), consent.deadline)).toBe('expired')
    const far = { ...consent, deadline: NOW + MAX_BRIDGE_CONSENT_VALIDITY_SECONDS + 1 }
    expect(reasonOf(far, await sign(far))).toBe('deadline-too-far')
    const edge = { ...consent, deadline: NOW + MAX_BRIDGE_CONSENT_VALIDITY_SECONDS }
    expect(reasonOf(edge, await sign(edge))).toBe('accepted')
  })

  it('says what to do', async () => {
    expect(() => checkBridgeConsent(consent, '0x', NOW, verifier)).toThrow(
      'The signature does not prove the sender agreed to this transfer: sign the transfer request with the sending wallet',
    )
    expect(() => checkBridgeConsent(consent, '0x', consent.deadline, verifier)).toThrow(
      "The transfer request expired at 2027-01-15T08:10:00.000Z (chain 128's time): sign it again",
    )
  })
})
