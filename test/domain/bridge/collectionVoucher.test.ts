import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getCreateAddress, Signature, TypedDataEncoder, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { bridgeAmounts } from '../../../src/domain/bridge/bridgeAmounts'
import { encodeBridgeCode } from '../../../src/domain/bridge/bridgeCode'
import { type CollectionVoucher, collectionTypedData } from '../../../src/domain/bridge/collectionVoucher'

/**
 * The fixed vector contracts/test/bridge/CollectionVector.t.sol lands on FomoBridge: a collection signed here, by the
 * domain's typed data and ethers, verifies in the contract. This test recomputes every figure of the vector from its
 * inputs, so a change to the domain's encoding fails here and a change to the contract's fails in forge.
 * `BRIDGE_VECTOR_WRITE=1 npx vitest run test/domain/bridge` rewrites the file after a deliberate change.
 */
const VECTOR_FILE = join(__dirname, '..', '..', '..', 'contracts', 'test', 'bridge', 'collectionVector.json')

const inputs = {
  chainId: 128,
  peerChainId: 56,
  deployer: '0x000000000000000000000000000000000000b41d',
  signerKey: '0x4b1d6e0000000000000000000000000000000000000000000000000000000b1d',
  operator: '0x00000000000000000000000000000000000000a9',
  destroyAddress: '0x000000000000000000000000000000000000dead',
  serviceBps: 30,
  destroyBps: 200,
  sender: '0x00000000000000000000000000000000000a11ce',
  recipient: '0x0000000000000000000000000000000000000b0b',
  amount: 1_234_567_890_123_456_789_012n,
  nonce: 0x0123456789abcdefn, // bit 0xef of word 0x0123456789abcd, also the code's low 64 bits
  deadline: 1_700_000_600,
}

async function computeVector() {
  const signer = new Wallet(inputs.signerKey)
  // the forge test deploys the bridge and then the token from `deployer`
  const bridge = getCreateAddress({ from: inputs.deployer, nonce: 0 })
  const token = getCreateAddress({ from: inputs.deployer, nonce: 1 })
  const { destroyAmount, fee } = bridgeAmounts(inputs.amount, inputs)
  const code = encodeBridgeCode({ recipient: inputs.recipient, targetChainId: inputs.peerChainId, nonce: inputs.nonce })
  const voucher: CollectionVoucher = {
    chainId: inputs.chainId,
    bridge,
    sender: inputs.sender,
    token,
    amount: inputs.amount,
    destroyAmount,
    fee,
    code,
    nonce: inputs.nonce,
    deadline: inputs.deadline,
  }
  const { domain, types, value } = collectionTypedData(voucher)
  const signature = Signature.from(await signer.signTypedData(domain, types, value))
  return {
    chainId: String(inputs.chainId),
    peerChainId: String(inputs.peerChainId),
    deployer: inputs.deployer,
    bridge,
    token,
    signer: signer.address,
    operator: inputs.operator,
    destroyAddress: inputs.destroyAddress,
    serviceBps: String(inputs.serviceBps),
    destroyBps: String(inputs.destroyBps),
    sender: inputs.sender,
    recipient: inputs.recipient,
    amount: inputs.amount.toString(),
    destroyAmount: destroyAmount.toString(),
    fee: fee.toString(),
    code,
    nonce: inputs.nonce.toString(),
    deadline: String(inputs.deadline),
    digest: TypedDataEncoder.hash(domain, types, value),
    v: String(signature.v),
    r: signature.r,
    s: signature.s,
  }
}

describe('collectionTypedData', () => {
  it('is the vector the contract verifies (contracts/test/bridge/CollectionVector.t.sol)', async () => {
    const vector = await computeVector()
    if (process.env.BRIDGE_VECTOR_WRITE === '1') writeFileSync(VECTOR_FILE, `${JSON.stringify(vector, null, 2)}\n`)
    expect(JSON.parse(readFileSync(VECTOR_FILE, 'utf8'))).toEqual(vector)
    expect(vector.amount).toBe('1234567890123456789012')
    expect(vector.destroyAmount).toBe('24691357802469135780') // floor(amount x 200 / 10000)
    expect(vector.fee).toBe('3703703670370370367') // floor(amount x 30 / 10000)
  })

  it('binds every field: changing any one changes the digest', () => {
    const base: CollectionVoucher = {
      chainId: 128,
      bridge: '0x00000000000000000000000000000000000000B1',
      sender: '0x00000000000000000000000000000000000000A1',
      token: '0x00000000000000000000000000000000000000C1',
      amount: 10n,
      destroyAmount: 1n,
      fee: 1n,
      code: `0x${'1'.repeat(64)}`,
      nonce: 0n,
      deadline: 100,
    }
    const digest = (voucher: CollectionVoucher) => {
      const { domain, types, value } = collectionTypedData(voucher)
      return TypedDataEncoder.hash(domain, types, value)
    }
    const changes: Partial<CollectionVoucher>[] = [
      { chainId: 56 },
      { bridge: '0x00000000000000000000000000000000000000B2' },
      { sender: '0x00000000000000000000000000000000000000A2' },
      { token: '0x00000000000000000000000000000000000000C2' },
      { amount: 11n },
      { destroyAmount: 2n },
      { fee: 2n },
      { code: `0x${'1'.repeat(63)}2` },
      { nonce: 1n },
      { deadline: 101 },
    ]
    const digests = new Set([digest(base), ...changes.map((change) => digest({ ...base, ...change }))])
    expect(digests.size).toBe(changes.length + 1)
  })
})
