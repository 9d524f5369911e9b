import { describe, expect, it } from 'vitest'
import { InvalidNameError } from '../../../src/domain/errors/InvalidNameError'
import { namehash } from '../../../src/domain/names/namehash'
import { reverseName } from '../../../src/domain/names/reverseName'

describe('namehash', () => {
  // EIP-137's published values, and ethers' namehash for the devnet's names
  it.each([
    ['', '0x0000000000000000000000000000000000000000000000000000000000000000'],
    ['eth', '0x93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae'],
    ['foo.eth', '0xde9b09fd7c5f901e23a3f19fecc54828e9c848539801e86591bd9801b019f84f'],
    ['FOO.eth', '0xde9b09fd7c5f901e23a3f19fecc54828e9c848539801e86591bd9801b019f84f'],
    ['fomo.eth', '0xe99c340fb8a8920fcad5c4abb5d98e677c629b615e729108ca3e301a9c2762db'],
    ['alice.fomo.eth', '0x4dbba66eb2e5444e671a6257e66b4b093bf7062df2918b81643c7547f94da843'],
    ['tokens.fomo.eth', '0x801363704cd77cf3ce3573889a428b4a4810500bb787e0a8e1a36807b29f3f19'],
    ['ünï.eth', '0x24aec7fba8c798aaf558515c403ad4a09982875ac9b9c9950b73e4a417d05059'],
    [
      '70997970c51812dc3a010c7d01b50e0d17dc79c8.addr.reverse',
      '0x22c5ff4df739cbbd01c40abfe951c993aaf3b331e75b14af3afcbc78c29a3261',
    ],
  ])('namehash(%j) = %s', (name, node) => {
    expect(namehash(name)).toBe(node)
  })

  it.each(['a..eth', '.eth', 'eth.'])('rejects %j', (name) => {
    expect(() => namehash(name)).toThrow(InvalidNameError)
  })

  it('names the reverse record of an address', () => {
    expect(reverseName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      '70997970c51812dc3a010c7d01b50e0d17dc79c8.addr.reverse',
    )
  })
})
