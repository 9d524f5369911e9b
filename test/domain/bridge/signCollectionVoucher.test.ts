import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Eip712ClaimSigner } from '../../../src/adapters/signer/Eip712ClaimSigner'
import { encodeBridgeCode } from '../../../src/domain/bridge/bridgeCode'
import type { CollectionVoucher } from '../../../src/domain/bridge/collectionVoucher'
import { signCollectionVoucher } from '../../../src/domain/bridge/signCollectionVoucher'
import { InvalidBridgeCodeError } from '../../../src/domain/errors/InvalidBridgeCodeError'

/** The vector FomoBridge verifies (contracts/test/bridge/CollectionVector.t.sol), signed by test/domain/bridge. */
const vector = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', '..', 'contracts', 'test', 'bridge', 'collectionVector.json'),
    'utf8',
  ),
)
const SIGNER_KEY = '0x4b1d6e0000000000000000000000000000000000000000000000000000000b1d' // the vector's

const voucher: CollectionVoucher = {
  chainId: Number(vector.chainId),
  bridge: vector.bridge,
  sender: vector.sender,
  token: vector.token,
  amount: BigInt(vector.amount),
  destroyAmount: BigInt(vector.destroyAmount),
  fee: BigInt(vector.fee),
  code: vector.code,
  nonce: BigInt(vector.nonce),
  deadline: Number(vector.deadline),
}

describe('signCollectionVoucher', () => {
  it("signs with the server's signer adapter exactly what the contract verifies in the vector", async () => {
    const signer = new Eip712ClaimSigner(SIGNER_KEY)
    expect(signer.address()).toBe(vector.signer.toLowerCase())
    const signed = await signCollectionVoucher(signer, voucher)
    expect({ v: signed.v, r: signed.r, s: signed.s }).toEqual({ v: Number(vector.v), r: vector.r, s: vector.s })
    expect(signed.signature).toBe(`${vector.r}${vector.s.slice(2)}${Number(vector.v).toString(16)}`)
  })

  it("refuses a voucher whose nonce is not its code's: the contract reads the nonce from the code", async () => {
    const signer = new Eip712ClaimSigner(SIGNER_KEY)
    const code = encodeBridgeCode({ recipient: vector.recipient, targetChainId: 56, nonce: 5n })
    await expect(signCollectionVoucher(signer, { ...voucher, code, nonce: 6n })).rejects.toThrow(InvalidBridgeCodeError)
    await expect(signCollectionVoucher(signer, { ...voucher, code: '0x12' })).rejects.toThrow(InvalidBridgeCodeError)
  })
})
