import { inspect } from 'node:util'
import { verifyTypedData, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { Eip712ClaimSigner } from '../../../src/adapters/signer/Eip712ClaimSigner'
import type { ClaimDomain } from '../../../src/ports/ClaimSigner'

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' // anvil dev account 1
const domain: ClaimDomain = {
  name: 'FomoRewardDistributor',
  version: '1',
  chainId: 128,
  verifyingContract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
}
const types = {
  Reward: [
    { name: 'account', type: 'address' },
    { name: 'tokens', type: 'address[]' },
    { name: 'totalRewards', type: 'uint256[]' },
    { name: 'deadline', type: 'uint256' },
  ],
}
const value = {
  account: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  tokens: ['0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'],
  totalRewards: [10n ** 24n + 7n],
  deadline: 1_900_000_000n,
}

describe('the EIP-712 claim signer', () => {
  const signer = new Eip712ClaimSigner(KEY)

  it('signs vouchers that ethers recovers to its address', async () => {
    const signature = await signer.signClaim(domain, types, value)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(verifyTypedData(domain, types, value, signature).toLowerCase()).toBe(signer.address())
    expect(signer.address()).toBe(new Wallet(KEY).address.toLowerCase())
  })

  it.each<[keyof ClaimDomain, ClaimDomain[keyof ClaimDomain]]>([
    ['name', 'AnotherContract'],
    ['version', '2'],
    ['chainId', 56],
    ['verifyingContract', '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'],
  ])('binds the domain field %s: a signature under another %s recovers someone else', async (field, changed) => {
    const signature = await signer.signClaim(domain, types, value)
    const other = { ...domain, [field]: changed }
    expect(verifyTypedData(other, types, value, signature).toLowerCase()).not.toBe(signer.address())
    const otherSignature = await signer.signClaim(other, types, value)
    expect(otherSignature).not.toBe(signature)
    expect(verifyTypedData(other, types, value, otherSignature).toLowerCase()).toBe(signer.address())
  })

  it('binds every voucher field', async () => {
    const signature = await signer.signClaim(domain, types, value)
    const changes = [
      { ...value, totalRewards: [value.totalRewards[0]! + 1n] },
      { ...value, tokens: [value.account] },
      { ...value, account: value.tokens[0]! },
      { ...value, deadline: value.deadline + 1n },
    ]
    for (const changed of changes)
      expect(verifyTypedData(domain, types, changed, signature).toLowerCase()).not.toBe(signer.address())
  })

  it('never shows its key: JSON, inspect, string and enumerable fields carry only the address', () => {
    const shown = [JSON.stringify(signer), inspect(signer, { showHidden: true, depth: 5 }), String(signer)]
    shown.push(JSON.stringify(Object.entries(signer)))
    for (const text of shown) expect(text.toLowerCase()).not.toContain(KEY.slice(2))
  })
})
