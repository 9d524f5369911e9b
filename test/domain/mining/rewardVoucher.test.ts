import { TypedDataEncoder } from 'ethers'
import { describe, expect, it } from 'vitest'
import { claimableRewards } from '../../../src/domain/mining/claimableRewards'
import { rewardVoucher, rewardVoucherTypedData } from '../../../src/domain/mining/rewardVoucher'

const AURA = '0x00000000000000000000000000000000000000A2'
const USDT = '0x00000000000000000000000000000000000000a1'
const DISTRIBUTOR = '0x00000000000000000000000000000000000000D1'
const ACCOUNT = '0x00000000000000000000000000000000000000EE'

describe('rewardVoucher', () => {
  it('names the account, sorts the tokens, lowercases addresses and leaves out what earned nothing', () => {
    const voucher = rewardVoucher({
      chainId: 128,
      distributor: DISTRIBUTOR,
      account: ACCOUNT,
      totals: new Map([
        [AURA, 7n],
        [USDT, 5n],
        ['0x00000000000000000000000000000000000000a0', 0n],
      ]),
      deadline: 1_700_000_600,
    })
    expect(voucher).toEqual({
      chainId: 128,
      distributor: DISTRIBUTOR.toLowerCase(),
      account: ACCOUNT.toLowerCase(),
      tokens: [USDT, AURA.toLowerCase()],
      totalRewards: [5n, 7n],
      deadline: 1_700_000_600,
    })
  })

  it('hashes the arrays as arrays: moving a token into the totals changes what is signed', () => {
    const typed = (tokens: string[], totals: bigint[]) => {
      const { domain, types, value } = rewardVoucherTypedData({
        chainId: 128,
        distributor: DISTRIBUTOR.toLowerCase(),
        account: ACCOUNT.toLowerCase(),
        tokens,
        totalRewards: totals,
        deadline: 1,
      })
      return TypedDataEncoder.hash(domain, types, value)
    }
    expect(typed([USDT, AURA.toLowerCase()], [1n])).not.toBe(typed([USDT], [BigInt(AURA), 1n]))
    const other = rewardVoucherTypedData({
      chainId: 56,
      distributor: DISTRIBUTOR,
      account: ACCOUNT,
      tokens: [],
      totalRewards: [],
      deadline: 1,
    })
    expect(other.domain).toMatchObject({ name: 'FomoRewardDistributor', version: '1', chainId: 56 })
  })
})

describe('claimableRewards', () => {
  it('pays the difference to what was paid, nothing for an older smaller total, and a repeated token once', () => {
    const paid = new Map([
      [USDT, 4n],
      [AURA.toLowerCase(), 9n],
    ])
    const claimable = claimableRewards([USDT, AURA, USDT], [10n, 8n, 100n], (token) => paid.get(token) ?? 0n)
    expect(claimable).toEqual(
      new Map([
        [USDT, 6n],
        [AURA.toLowerCase(), 0n],
      ]),
    )
  })
})
