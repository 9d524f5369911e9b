import { describe, expect, it } from 'vitest'
import { orientV2Reserves } from '../../../src/domain/migrate/orientV2Reserves'

const LOW = '0x1111111111111111111111111111111111111111'
const HIGH = '0xAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'

describe('orientV2Reserves', () => {
  it('reads reserve0 as the token when its address sorts first', () => {
    expect(orientV2Reserves(LOW, HIGH, { reserve0: 5n, reserve1: 7n })).toEqual({ tokenReserve: 5n, ethReserve: 7n })
  })

  it('reads reserve1 as the token when the wrapped native coin sorts first, ignoring case', () => {
    expect(orientV2Reserves(HIGH.toLowerCase(), LOW, { reserve0: 5n, reserve1: 7n })).toEqual({
      tokenReserve: 7n,
      ethReserve: 5n,
    })
  })

  it('is undefined without a pair or before the read', () => {
    expect(orientV2Reserves(LOW, HIGH, null)).toBeUndefined()
    expect(orientV2Reserves(LOW, HIGH, undefined)).toBeUndefined()
  })
})
