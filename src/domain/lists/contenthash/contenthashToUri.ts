import { ContenthashTranslationError } from '../../errors/ContenthashTranslationError'
import { UnrecognisedCodecError } from '../../errors/UnrecognisedCodecError'
import { base32Encode } from './base32Encode'
import { base58Encode } from './base58Encode'
import { hexToBytes } from './hexToBytes'
import { type Cid, DAG_PB, parseCid } from './parseCid'
import { readVarint } from './readVarint'
import { utf8Decode } from './utf8Decode'

// Multicodec codes (https://github.com/multiformats/multicodec/blob/master/table.csv).
const IPFS_NS = 0xe3
const IPNS_NS = 0xe5
const LIBP2P_KEY = 0x72
const IDENTITY = 0x00
const SHA2_256 = 0x12

function ipfsPath(cid: Cid): string {
  // dag-pb + sha2-256 is what a CIDv0 (`Qm…`) means, so such a CIDv1 is written the short way, as the Uniswap
  // interface does; any other CIDv1 stays a CIDv1 (base32, `b…`), since its v0 form would name other content
  if (cid.codec === DAG_PB && cid.hashCode === SHA2_256 && cid.digest.length === 32) return base58Encode(cid.multihash)
  return `b${base32Encode(Uint8Array.of(0x01, ...encodeVarint(cid.codec), ...cid.multihash))}`
}

function encodeVarint(value: number): number[] {
  const bytes: number[] = []
  let rest = value
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80)
    rest = Math.floor(rest / 0x80)
  }
  bytes.push(rest)
  return bytes
}

function ipnsName(cid: Cid, value: string): string {
  if (cid.codec !== LIBP2P_KEY && cid.hashCode === IDENTITY) {
    // an identity "hash" of text is a DNSLink name, e.g. app.uniswap.org
    const text = utf8Decode(cid.digest)
    if (text === null) throw new ContenthashTranslationError(value)
    return text.trim()
  }
  return base58Encode(cid.multihash) // a peer id (libp2p key), written as IPFS writes peer ids
}

/**
 * The URI an EIP-1577 contenthash points to (the name service's contenthash record of a token list's name):
 * ipfs-ns (0xe3) + CID → `ipfs://<CID>`, ipns-ns (0xe5) + CID → `ipns://<name or peer id>`.
 *
 * @throws UnrecognisedCodecError ('unrecognised codec') for any other namespace codec (swarm, onion, …);
 * ContenthashTranslationError ('Failed to translate contenthash to URI: {value}') for malformed hex, varints or CIDs.
 * @example contenthashToUri('0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f') // 'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4'
 */
export function contenthashToUri(contenthash: string): string {
  const bytes = hexToBytes(contenthash)
  const codecRead = bytes === null ? null : readVarint(bytes, 0)
  if (bytes === null || codecRead === null) throw new ContenthashTranslationError(contenthash)
  if (codecRead.value !== IPFS_NS && codecRead.value !== IPNS_NS) throw new UnrecognisedCodecError(codecRead.value)
  const cid = parseCid(bytes.subarray(codecRead.next))
  if (cid === null) throw new ContenthashTranslationError(contenthash)
  return codecRead.value === IPFS_NS ? `ipfs://${ipfsPath(cid)}` : `ipns://${ipnsName(cid, contenthash)}`
}
