import { encodeBase58 } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ContenthashTranslationError } from '../../../../src/domain/errors/ContenthashTranslationError'
import { UnrecognisedCodecError } from '../../../../src/domain/errors/UnrecognisedCodecError'
import { contenthashToUri } from '../../../../src/domain/lists/contenthash/contenthashToUri'

describe('contenthashToUri', () => {
  it.each([
    // EIP-1577's example: ipfs-ns, CIDv1 dag-pb sha2-256
    [
      '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f',
      'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4',
    ],
    // 1inch.tokens.eth, from the Uniswap interface's tests
    [
      '0xe3010170122013e051d1cfff20606de36845d4fe28deb9861a319a5bc8596fa4e610e8803918',
      'ipfs://QmPgEqyV3m8SB52BS2j2mJpu9zGprhj2BGCHtRiiw2fdM1',
    ],
    // the same content as a CIDv0 (bare multihash) after the namespace
    [
      '0xe301122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f',
      'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4',
    ],
    // uniswap.eth: ipns-ns with an identity multihash of a DNSLink name
    ['0xe5010170000f6170702e756e69737761702e6f7267', 'ipns://app.uniswap.org'],
    // a raw-codec CIDv1 stays a CIDv1 (base32): sha2-256 of "hello world"
    [
      '0xe30101551220b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
      'ipfs://bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
    ],
    // an IPNS peer id (libp2p-key, identity multihash of an ed25519 public key), written in base58
    [
      `0xe50101720024080112${'20'}${'00'.repeat(32)}`,
      `ipns://${encodeBase58(`0x0024080112${'20'}${'00'.repeat(32)}`)}`,
    ],
  ])('%s → %s', (contenthash, uri) => {
    expect(contenthashToUri(contenthash)).toBe(uri)
  })

  it('writes an ed25519 peer id the way IPFS does (12D3KooW…)', () => {
    expect(contenthashToUri(`0xe50101720024080112${'20'}${'11'.repeat(32)}`)).toMatch(
      /^ipns:\/\/12D3KooW[1-9A-HJ-NP-Za-km-z]{44}$/,
    )
  })

  it.each([
    '0xe40101fa011b20d1de9994b4d039f6548d191eb26786769f580809256b4685ef316805265ea162', // swarm-ns
    '0xbc0301', // onion
    '0x00',
    '0xe3020170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f', // varint 0x163, not 0xe3
  ])('refuses other namespaces: %s', (contenthash) => {
    expect(() => contenthashToUri(contenthash)).toThrow(UnrecognisedCodecError)
    expect(() => contenthashToUri(contenthash)).toThrow('unrecognised codec')
  })

  it.each([
    '',
    '0x',
    '0xe3',
    '0xe301',
    '0xe3010170122029f2d1', // digest shorter than its length
    '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f00', // one byte too many
    '0xe3010270122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f', // CID version 2
    '0xe501017000', // truncated multihash
    '0xe5010170000280ff', // identity digest that is not UTF-8
    '0xzz',
    '0xe30',
  ])('refuses a malformed contenthash: %j', (contenthash) => {
    const translate = () => contenthashToUri(contenthash)
    expect(translate).toThrow(ContenthashTranslationError)
    expect(translate).toThrow(`Failed to translate contenthash to URI: ${contenthash}`)
  })
})
