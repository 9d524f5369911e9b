import { readVarint } from './readVarint'

/** A content identifier's parts: version, content codec (dag-pb for v0) and its multihash, whole and split. */
export interface Cid {
  readonly version: 0 | 1
  readonly codec: number
  readonly multihash: Uint8Array
  readonly hashCode: number
  readonly digest: Uint8Array
}

/** The multicodec of a CIDv0's content: dag-pb (0x70). */
export const DAG_PB = 0x70

/**
 * Parses a binary CID: a CIDv0 is a bare sha2-256 multihash (`0x12 0x20` + 32 bytes); a CIDv1 is varint version 1,
 * varint content codec, multihash (varint hash code, varint digest length, digest). `null` when malformed, including
 * a digest length that does not match the remaining bytes.
 *
 * @example parseCid(bytes)?.version // 1
 */
export function parseCid(bytes: Uint8Array): Cid | null {
  let version: 0 | 1 = 0
  let codec = DAG_PB
  let start = 0
  if (!(bytes.length === 34 && bytes[0] === 0x12 && bytes[1] === 0x20)) {
    const versionRead = readVarint(bytes, 0)
    if (versionRead === null || versionRead.value !== 1) return null
    const codecRead = readVarint(bytes, versionRead.next)
    if (codecRead === null) return null
    version = 1
    codec = codecRead.value
    start = codecRead.next
  }
  const hashRead = readVarint(bytes, start)
  if (hashRead === null) return null
  const lengthRead = readVarint(bytes, hashRead.next)
  if (lengthRead === null || lengthRead.next + lengthRead.value !== bytes.length) return null
  return {
    version,
    codec,
    multihash: bytes.subarray(start),
    hashCode: hashRead.value,
    digest: bytes.subarray(lengthRead.next),
  }
}
