import { describe, expect, it } from 'vitest'
import { compactSignature } from '../../../src/domain/liquidity/compactSignature'

describe('compactSignature (EIP-2098)', () => {
  const r = `0x${'11'.repeat(32)}`
  const s = `0x${'22'.repeat(32)}`

  it.each([
    [27, `0x${'22'.repeat(32)}`],
    [28, `0xa2${'22'.repeat(31)}`],
  ])('puts v %i − 27 in the top bit of s', (v, vs) => {
    expect(compactSignature({ v, r, s })).toEqual({ r, vs })
  })

  it("matches EIP-2098's test vector", () => {
    // EIP-2098: v 28, s 0x139a…46d7 → vs 0x939a…46d7
    const vector = {
      v: 28,
      r: '0x9328da16089fcba9bececa81663203989f2df5fe1faa6291a45381c81bd17f76',
      s: '0x139c6d6b623b42da56557e5e734a43dc83345ddfadec52cbe24d0cc64f550793',
    }
    expect(compactSignature(vector).vs).toBe('0x939c6d6b623b42da56557e5e734a43dc83345ddfadec52cbe24d0cc64f550793')
  })
})
