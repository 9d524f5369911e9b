import { AbiCoder, concat, keccak256, recoverAddress, toBeHex, toUtf8Bytes, zeroPadValue } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ChainNodeUnavailableError } from '../../../src/domain/errors/ChainNodeUnavailableError'
import { ChainNotServedError } from '../../../src/domain/errors/ChainNotServedError'
import { NoIncomeError } from '../../../src/domain/errors/NoIncomeError'
import { NoRewardDistributorError } from '../../../src/domain/errors/NoRewardDistributorError'
import { type OwedReward, RewardVoucherService } from '../../../src/domain/rewards/RewardVoucherService'
import { VOUCHER_TTL_SECONDS } from '../../../src/domain/rewards/voucherTtl'
import { ManualClock } from '../../doubles/ManualClock'
import { RecordingClaimSigner } from '../../doubles/RecordingClaimSigner'

const DISTRIBUTOR = '0x00000000000000000000000000000000000D157B'
const ACCOUNT = '0xAbCdEf000000000000000000000000000000a11c'
const AURA = '0x00000000000000000000000000000000000000A2'
const USDT = '0x00000000000000000000000000000000000000d1'
const NOW_MS = 1_795_132_800_000

/** The owed amounts as the mining read model answers them (cumulative earned at the final head, paid on chain). */
class OwedTable {
  readonly asked: { chainId: number; account: string; token: string }[] = []
  readonly rows = new Map<string, { earned: bigint; paid: bigint }>()
  headTime = NOW_MS / 1000 - 30
  failWith: Error | undefined

  async owedReward(chainId: number, account: string, token: string): Promise<OwedReward> {
    this.asked.push({ chainId, account, token })
    if (this.failWith) throw this.failWith
    const { earned, paid } = this.rows.get(token) ?? { earned: 0n, paid: 0n }
    return { earned, paid, distributor: DISTRIBUTOR, headTime: this.headTime }
  }
}

function setup() {
  const owed = new OwedTable()
  const signer = new RecordingClaimSigner()
  const clock = new ManualClock(NOW_MS)
  return { owed, signer, clock, service: new RewardVoucherService({ owed, signer, clock }) }
}

const coder = AbiCoder.defaultAbiCoder()

/** The digest FomoRewardDistributor.hashReward checks, written out from the contract (OpenZeppelin EIP712 domain). */
function contractDigest(
  chainId: number,
  account: string,
  tokens: readonly string[],
  totals: readonly bigint[],
  deadline: number,
) {
  const domainType = keccak256(
    toUtf8Bytes('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
  )
  const domainSeparator = keccak256(
    coder.encode(
      ['bytes32', 'bytes32', 'bytes32', 'uint256', 'address'],
      [
        domainType,
        keccak256(toUtf8Bytes('FomoRewardDistributor')),
        keccak256(toUtf8Bytes('1')),
        chainId,
        DISTRIBUTOR.toLowerCase(),
      ],
    ),
  )
  const rewardType = keccak256(
    toUtf8Bytes('Reward(address account,address[] tokens,uint256[] totalRewards,uint256 deadline)'),
  )
  const words = (values: readonly (string | bigint)[]) =>
    keccak256(concat(values.map((value) => (typeof value === 'bigint' ? toBeHex(value, 32) : zeroPadValue(value, 32)))))
  const structHash = keccak256(
    coder.encode(
      ['bytes32', 'address', 'bytes32', 'bytes32', 'uint256'],
      [rewardType, account.toLowerCase(), words(tokens.map((token) => token.toLowerCase())), words(totals), deadline],
    ),
  )
  return keccak256(concat(['0x1901', domainSeparator, structHash]))
}

describe('RewardVoucherService', () => {
  it('names the cumulative total earned in each token still owing, not what is left to pay', async () => {
    const { owed, service } = setup()
    owed.rows.set(AURA, { earned: 30n, paid: 10n })
    const voucher = await service.draw(128, ACCOUNT, [AURA])
    expect(voucher.tokens).toEqual([AURA.toLowerCase()])
    expect(voucher.totalRewards).toEqual([30n])
    expect(voucher.account).toBe(ACCOUNT.toLowerCase())
    expect(voucher.distributor).toBe(DISTRIBUTOR.toLowerCase())
    expect(voucher.chainId).toBe(128)
  })

  it('leaves out the tokens already paid in full and orders the others by address', async () => {
    const { owed, service } = setup()
    owed.rows.set(USDT, { earned: 7n, paid: 0n })
    owed.rows.set(AURA, { earned: 5n, paid: 1n })
    owed.rows.set('0x00000000000000000000000000000000000000b3', { earned: 9n, paid: 9n })
    const voucher = await service.draw(128, ACCOUNT, [USDT, '0x00000000000000000000000000000000000000b3', AURA])
    expect(voucher.tokens).toEqual([AURA.toLowerCase(), USDT])
    expect(voucher.totalRewards).toEqual([5n, 7n])
  })

  it('asks the owed amounts for the chain, the account and every token named', async () => {
    const { owed, service } = setup()
    owed.rows.set(AURA, { earned: 1n, paid: 0n })
    await service.draw(56, ACCOUNT, [AURA, USDT])
    expect(owed.asked).toEqual([
      { chainId: 56, account: ACCOUNT, token: AURA },
      { chainId: 56, account: ACCOUNT, token: USDT },
    ])
  })

  it('signs the same cumulative total again when nothing new was credited, so a replay pays nothing extra', async () => {
    const { owed, signer, service } = setup()
    owed.rows.set(AURA, { earned: 30n, paid: 0n })
    const first = await service.draw(128, ACCOUNT, [AURA])
    const second = await service.draw(128, ACCOUNT, [AURA])
    expect(second).toEqual(first)
    expect(signer.signed[1]).toEqual(signer.signed[0])
  })

  it('names the new cumulative total after a payout and a new credit, never the increment alone', async () => {
    const { owed, service } = setup()
    owed.rows.set(AURA, { earned: 30n, paid: 0n })
    expect((await service.draw(128, ACCOUNT, [AURA])).totalRewards).toEqual([30n])
    owed.rows.set(AURA, { earned: 30n, paid: 30n }) // the voucher was paid
    await expect(service.draw(128, ACCOUNT, [AURA])).rejects.toThrow(NoIncomeError)
    owed.rows.set(AURA, { earned: 45n, paid: 30n }) // 15 credited since
    expect((await service.draw(128, ACCOUNT, [AURA])).totalRewards).toEqual([45n])
  })

  it('refuses with NoIncomeError and signs nothing once the distributor paid every total', async () => {
    const { owed, signer, service } = setup()
    owed.rows.set(AURA, { earned: 30n, paid: 30n })
    owed.rows.set(USDT, { earned: 0n, paid: 0n })
    const refusal = service.draw(128, ACCOUNT, [AURA, USDT])
    await expect(refusal).rejects.toThrow(NoIncomeError)
    await expect(refusal).rejects.toMatchObject({ name: 'NoIncomeError' })
    expect(signer.signed).toEqual([])
  })

  it('refuses with NoIncomeError when paid runs ahead of earned (a total that would decrease)', async () => {
    const { owed, signer, service } = setup()
    owed.rows.set(AURA, { earned: 20n, paid: 30n })
    await expect(service.draw(128, ACCOUNT, [AURA])).rejects.toMatchObject({ name: 'NoIncomeError' })
    expect(signer.signed).toEqual([])
  })

  it('refuses with NoIncomeError when no token is named', async () => {
    const { owed, signer, service } = setup()
    await expect(service.draw(128, ACCOUNT, [])).rejects.toMatchObject({ name: 'NoIncomeError' })
    expect(owed.asked).toEqual([])
    expect(signer.signed).toEqual([])
  })

  it.each([
    ['ChainNotServedError', new ChainNotServedError(97)],
    ['NoRewardDistributorError', new NoRewardDistributorError(97)],
    ['ChainNodeUnavailableError', new ChainNodeUnavailableError(97, new Error('timeout'))],
  ])('passes the owed amounts’ %s on and signs nothing', async (name, error) => {
    const { owed, signer, service } = setup()
    owed.rows.set(AURA, { earned: 30n, paid: 0n })
    owed.failWith = error
    await expect(service.draw(97, ACCOUNT, [AURA])).rejects.toMatchObject({ name })
    expect(signer.signed).toEqual([])
  })

  it('counts the deadline from the clock, or from the final head when the chain runs ahead of it', async () => {
    const { owed, clock, service } = setup()
    owed.rows.set(AURA, { earned: 1n, paid: 0n })
    owed.headTime = NOW_MS / 1000 - 30
    expect((await service.draw(128, ACCOUNT, [AURA])).deadline).toBe(NOW_MS / 1000 + VOUCHER_TTL_SECONDS)
    owed.headTime = NOW_MS / 1000 + 86_400 // a devnet whose time was advanced
    expect((await service.draw(128, ACCOUNT, [AURA])).deadline).toBe(NOW_MS / 1000 + 86_400 + VOUCHER_TTL_SECONDS)
    owed.headTime = 0
    await clock.advance(1_999) // whole seconds: 1.999 s later is 1 s later
    expect((await service.draw(128, ACCOUNT, [AURA])).deadline).toBe(NOW_MS / 1000 + 1 + VOUCHER_TTL_SECONDS)
  })

  it('splits each signature into the r, s and v (27 or 28) it is made of', async () => {
    const { owed, service } = setup()
    const seen = new Set<number>()
    // deterministic signatures: a few totals give both recovery ids
    for (let total = 1n; total <= 12n; total++) {
      owed.rows.set(AURA, { earned: total, paid: 0n })
      const { signature, r, s, v } = await service.draw(128, ACCOUNT, [AURA])
      expect(`${r}${s.slice(2)}${v.toString(16)}`).toBe(signature)
      seen.add(v)
    }
    expect([...seen].sort()).toEqual([27, 28])
  })

  it('asks the signer for the distributor’s typed data: its domain, the Reward struct and the voucher’s fields', async () => {
    const { owed, signer, service } = setup()
    owed.rows.set(USDT, { earned: 7n, paid: 0n })
    owed.rows.set(AURA, { earned: 5n, paid: 1n })
    const voucher = await service.draw(128, ACCOUNT, [USDT, AURA])
    expect(signer.signed).toEqual([
      {
        domain: {
          name: 'FomoRewardDistributor',
          version: '1',
          chainId: 128,
          verifyingContract: DISTRIBUTOR.toLowerCase(),
        },
        types: {
          Reward: [
            { name: 'account', type: 'address' },
            { name: 'tokens', type: 'address[]' },
            { name: 'totalRewards', type: 'uint256[]' },
            { name: 'deadline', type: 'uint256' },
          ],
        },
        value: {
          account: ACCOUNT.toLowerCase(),
          tokens: [AURA.toLowerCase(), USDT],
          totalRewards: [5n, 7n],
          deadline: BigInt(voucher.deadline),
        },
      },
    ])
  })

  it('signs the digest the contract checks, by the signer’s key, and splits the signature as distributeReward takes it', async () => {
    const { owed, signer, service } = setup()
    owed.rows.set(USDT, { earned: 7n, paid: 0n })
    owed.rows.set(AURA, { earned: 5n, paid: 1n })
    const voucher = await service.draw(128, ACCOUNT, [USDT, AURA])
    const digest = contractDigest(128, ACCOUNT, [AURA, USDT], [5n, 7n], voucher.deadline)
    expect(recoverAddress(digest, voucher.signature).toLowerCase()).toBe(signer.address())
    expect(recoverAddress(digest, { r: voucher.r, s: voucher.s, v: voucher.v }).toLowerCase()).toBe(signer.address())
    expect([27, 28]).toContain(voucher.v)
    // bound to the chain and the amounts: the same signature recovers someone else on another chain or total
    const elsewhere = contractDigest(56, ACCOUNT, [AURA, USDT], [5n, 7n], voucher.deadline)
    expect(recoverAddress(elsewhere, voucher.signature).toLowerCase()).not.toBe(signer.address())
    const more = contractDigest(128, ACCOUNT, [AURA, USDT], [5n, 8n], voucher.deadline)
    expect(recoverAddress(more, voucher.signature).toLowerCase()).not.toBe(signer.address())
  })
})
