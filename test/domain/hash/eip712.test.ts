import { readFileSync } from 'node:fs'
import { getAddress, id, TypedDataEncoder, verifyTypedData, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { BRIDGE_CONSENT_STRUCT } from '../../../src/domain/bridge/bridgeConsent'
import { COLLECTION_STRUCT } from '../../../src/domain/bridge/collectionVoucher'
import { Eip712StructError } from '../../../src/domain/errors/Eip712StructError'
import { eip712Struct, eip712TypedData, eip712Types } from '../../../src/domain/hash/eip712'
import { PERMIT_STRUCT } from '../../../src/domain/liquidity/buildPermit'
import { REWARD_VOUCHER_STRUCT } from '../../../src/domain/mining/rewardVoucher'
import { RELEASE_WITHDRAWAL_STRUCT } from '../../../src/domain/release/releaseVoucher'
import { TITLE_VOUCHER_STRUCT } from '../../../src/domain/season/titleVoucher'

/** The string a contract hashes into its TYPEHASH constant, read from its source. */
function solidityTypeString(file: string, constant: string): string {
  const source = readFileSync(`contracts/src/${file}`, 'utf8')
  const match = new RegExp(`${constant} =\\s*keccak256\\(\\s*"([^"]+)"`).exec(source)
  if (!match) throw new Error(`no ${constant} = keccak256("…") in ${file}`)
  return match[1]!
}

const encodeType = (struct: ReturnType<typeof eip712Struct>) =>
  TypedDataEncoder.from(eip712Types(struct)).encodeType(struct.primaryType)

const domain = { name: 'Test', version: '1', chainId: 128, verifyingContract: getAddress(`0x${'ab'.repeat(20)}`) }

describe('eip712Struct', () => {
  it.each([
    ['reward voucher', REWARD_VOUCHER_STRUCT, 'mining/FomoRewardDistributor.sol', 'REWARD_TYPEHASH'],
    ['title voucher', TITLE_VOUCHER_STRUCT, 'season/FomoTitleNFT.sol', 'TITLE_TYPEHASH'],
    ['collection voucher', COLLECTION_STRUCT, 'bridge/FomoBridge.sol', 'COLLECTION_TYPEHASH'],
    ['release withdrawal', RELEASE_WITHDRAWAL_STRUCT, 'exchange/FomoInvestment.sol', 'WITHDRAWAL_TYPEHASH'],
  ])('signs the %s struct its contract hashes, field for field', (_, struct, file, constant) => {
    expect(encodeType(struct)).toBe(solidityTypeString(file, constant))
  })

  it("signs the permit struct whose hash FomoERC20's PERMIT_TYPEHASH is", () => {
    const source = readFileSync('contracts/src/FomoERC20.sol', 'utf8')
    const typehash = /PERMIT_TYPEHASH = (0x[0-9a-f]{64})/.exec(source)?.[1]
    expect(id(encodeType(PERMIT_STRUCT))).toBe(typehash)
  })

  it('reads the bridge consent, which no contract checks, as the server recovers it', () => {
    expect(encodeType(BRIDGE_CONSENT_STRUCT)).toBe(
      'BridgeRequest(address sender,address recipient,address token,uint256 amount,uint256 targetChainId,uint256 nonce,uint256 deadline)',
    )
  })

  it.each([
    'Title',
    'Title()',
    'Title(address)',
    'Title(address account uint8 tier)',
    'Title(address account,,uint8 tier)',
    'Title(Inner inner)(Inner(uint8 x))',
  ])('refuses %j, which is no flat struct', (typeString) => {
    expect(() => eip712Struct(typeString)).toThrow(Eip712StructError)
  })
})

describe('eip712TypedData', () => {
  const struct = eip712Struct('Item(address owner,address[] tokens,uint32 season,uint256[] totals,bytes32 code)')
  const item = {
    owner: '0x00000000000000000000000000000000000000AA',
    tokens: ['0x00000000000000000000000000000000000000BB'],
    season: 3,
    totals: [5, 6n],
    code: `0x${'0F'.repeat(32)}`,
    unsigned: 'left out',
  }

  it('takes each field by name, addresses lowercase and integers as bigint, and nothing else', () => {
    expect(eip712TypedData(domain, struct, item)).toEqual({
      domain: { ...domain, verifyingContract: domain.verifyingContract.toLowerCase() },
      types: { Item: struct.fields },
      value: {
        owner: '0x00000000000000000000000000000000000000aa',
        tokens: ['0x00000000000000000000000000000000000000bb'],
        season: 3n,
        totals: [5n, 6n],
        code: item.code,
      },
    })
  })

  it('signs what a wallet given the checksummed original signs', async () => {
    const signer = Wallet.createRandom()
    const typed = eip712TypedData(domain, struct, item)
    const original = { ...item, owner: getAddress(item.owner), tokens: item.tokens.map((token) => getAddress(token)) }
    const signature = await signer.signTypedData(typed.domain, typed.types, typed.value)
    expect(verifyTypedData(domain, eip712Types(struct), original, signature)).toBe(signer.address)
  })

  it('refuses a value without one of the fields rather than sign a zero', () => {
    const { season: _, ...withoutSeason } = item
    expect(() => eip712TypedData(domain, struct, withoutSeason)).toThrow(Eip712StructError)
  })
})
