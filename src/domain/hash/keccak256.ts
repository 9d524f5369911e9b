import { InvalidHexBytesError } from '../errors/InvalidHexBytesError'

// Keccak-f[1600] over 25 64-bit lanes held as 50 32-bit words (bigint would be slow), after @noble/hashes' keccakP
// (MIT); the round constants and offsets are computed as the specification defines them.
const PI: number[] = []
const ROTL: number[] = []
const IOTA_H: number[] = []
const IOTA_L: number[] = []
for (let round = 0, r = 1, x = 1, y = 0; round < 24; round++) {
  ;[x, y] = [y, (2 * x + 3 * y) % 5]
  PI.push(2 * (5 * y + x))
  ROTL.push((((round + 1) * (round + 2)) / 2) % 64)
  let high = 0
  let low = 0
  for (let j = 0; j < 7; j++) {
    r = ((r << 1) ^ ((r >> 7) * 0x71)) % 256
    if (r & 2) {
      const bit = (1 << j) - 1 // 0, 1, 3, 7, 15, 31 or 63
      if (bit < 32) low |= 1 << bit
      else high |= 1 << (bit - 32)
    }
  }
  IOTA_H.push(low) // the state's even words hold the lanes' low halves
  IOTA_L.push(high)
}

const rotlH = (h: number, l: number, s: number) =>
  s > 32 ? (l << (s - 32)) | (h >>> (64 - s)) : (h << s) | (l >>> (32 - s))
const rotlL = (h: number, l: number, s: number) =>
  s > 32 ? (h << (s - 32)) | (l >>> (64 - s)) : (l << s) | (h >>> (32 - s))

/** The 24 rounds of Keccak-f[1600] on `s` (50 words, each lane low half first). */
function permute(s: Uint32Array): void {
  const b = new Uint32Array(10)
  for (let round = 0; round < 24; round++) {
    for (let x = 0; x < 10; x++) b[x] = s[x]! ^ s[x + 10]! ^ s[x + 20]! ^ s[x + 30]! ^ s[x + 40]!
    for (let x = 0; x < 10; x += 2) {
      const left = (x + 8) % 10
      const right = (x + 2) % 10
      const th = rotlH(b[right]!, b[right + 1]!, 1) ^ b[left]!
      const tl = rotlL(b[right]!, b[right + 1]!, 1) ^ b[left + 1]!
      for (let y = 0; y < 50; y += 10) {
        s[x + y]! ^= th
        s[x + y + 1]! ^= tl
      }
    }
    let curH = s[2]!
    let curL = s[3]!
    for (let t = 0; t < 24; t++) {
      const th = rotlH(curH, curL, ROTL[t]!)
      const tl = rotlL(curH, curL, ROTL[t]!)
      const to = PI[t]!
      curH = s[to]!
      curL = s[to + 1]!
      s[to] = th
      s[to + 1] = tl
    }
    for (let y = 0; y < 50; y += 10) {
      for (let x = 0; x < 10; x++) b[x] = s[y + x]!
      for (let x = 0; x < 10; x++) s[y + x]! ^= ~b[(x + 2) % 10]! & b[(x + 4) % 10]!
    }
    s[0]! ^= IOTA_H[round]!
    s[1]! ^= IOTA_L[round]!
  }
}

/** Bytes from a Uint8Array or `0x` hex (an even number of digits). */
function bytesOf(data: Uint8Array | string): Uint8Array {
  if (typeof data !== 'string') return data
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) throw new InvalidHexBytesError(data)
  const bytes = new Uint8Array((data.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(data.slice(2 + 2 * i, 4 + 2 * i), 16)
  return bytes
}

const RATE = 136 // bytes: 1600 - 2 x 256 bits of capacity

/**
 * Keccak-256 (Ethereum's, not NIST SHA3-256: padding 0x01) of bytes or of `0x` hex, as `0x` and 64 lower-case hex
 * digits. The domain's one hash (addresses' checksums, pair and name hashes, draw seeds), without a hashing package.
 *
 * @example keccak256('0x') // '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'
 * @throws InvalidHexBytesError for a string that is not 0x and an even number of hex digits.
 */
export function keccak256(data: Uint8Array | string): string {
  const input = bytesOf(data)
  const state = new Uint32Array(50)
  const block = new Uint8Array(RATE)
  const words = new Uint32Array(block.buffer)
  const absorb = () => {
    for (let i = 0; i < RATE / 4; i++) state[i]! ^= words[i]! // little-endian words, as the lanes are
    permute(state)
  }
  let offset = 0
  for (; offset + RATE <= input.length; offset += RATE) {
    block.set(input.subarray(offset, offset + RATE))
    absorb()
  }
  block.fill(0)
  block.set(input.subarray(offset))
  block[input.length - offset]! ^= 0x01
  block[RATE - 1]! ^= 0x80
  absorb()
  const out = new Uint8Array(state.buffer, 0, 32)
  let hex = '0x'
  for (const byte of out) hex += byte.toString(16).padStart(2, '0')
  return hex
}
