import { InvalidNameError } from '../errors/InvalidNameError'
import { keccak256 } from '../hash/keccak256'

const ROOT_NODE = `0x${'00'.repeat(32)}`

/**
 * The ENS node of a name (EIP-137): the root is 32 zero bytes and each label, from the right, is hashed into its
 * parent as `keccak256(parent ++ keccak256(label))`. ASCII letters are lower-cased; other characters are hashed as
 * their UTF-8 bytes without full ENSIP-15 normalisation, which the devnet's names do not need.
 *
 * @throws InvalidNameError when a label is empty (`a..eth`, `.eth`, `eth.`).
 * @example namehash('eth') // '0x93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae'
 */
export function namehash(name: string): string {
  if (name === '') return ROOT_NODE
  const labels = name.toLowerCase().split('.')
  let node = ROOT_NODE
  for (let i = labels.length - 1; i >= 0; i--) {
    const label = labels[i]!
    if (label === '') throw new InvalidNameError(name)
    const labelHash = keccak256(utf8Bytes(label)).slice(2)
    node = keccak256(`${node}${labelHash}`)
  }
  return node
}

function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = []
  for (const character of text) {
    const code = character.codePointAt(0)!
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
    else
      bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
  }
  return Uint8Array.from(bytes)
}
