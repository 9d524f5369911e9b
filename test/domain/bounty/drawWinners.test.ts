import { AbiCoder, keccak256 } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawEligible } from '../../../src/domain/bounty/drawEligible'
import { drawWinners } from '../../../src/domain/bounty/drawWinners'
import { prizeDrawCredits } from '../../../src/domain/bounty/prizeDrawCredits'
import { AURA, account, player, rounds, START, totals, USDT, writeOnce } from './bountyArbitraries'

const seed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const eligible = fc.array(fc.nat(30).map(account), { maxLength: 20 })
const SEED = `0x${'5e'.repeat(32)}`

/** The same rule, written apart from the domain's: ABI-encoded words, a plain loop. */
function referenceWinners(s: string, pool: readonly string[], prizes: number): string[] {
  const list = [...new Set(pool)].sort()
  const picked: string[] = []
  for (let i = 0; i < prizes && list.length > 0; i++) {
    const word = BigInt(keccak256(AbiCoder.defaultAbiCoder().encode(['bytes32', 'uint256'], [s, i])))
    const j = Number(word % BigInt(list.length))
    picked.push(list[j]!)
    list[j] = list[0]!
    list.shift()
  }
  return picked
}

describe('drawWinners', () => {
  it('pins the winners of a known seed', () => {
    const pool = [0, 1, 2, 3, 4].map(account)
    expect(drawWinners(SEED, pool, 3)).toEqual([account(0), account(3), account(2)])
  })

  it('equals the shuffle written with Solidity’s keccak256(abi.encode(seed, i)), so a contract or script can recompute it', () => {
    fc.assert(
      fc.property(seed, eligible, fc.nat(8), (s, pool, prizes) => {
        expect(drawWinners(s, pool, prizes)).toEqual(referenceWinners(s, pool, prizes))
      }),
    )
  })

  it('picks distinct eligible accounts, as many as prizes or accounts, the same whatever their order or case', () => {
    fc.assert(
      fc.property(seed, eligible, fc.nat(8), fc.nat(), (s, pool, prizes, salt) => {
        const winners = drawWinners(s, pool, prizes)
        const distinct = new Set(pool)
        expect(winners.length).toBe(Math.min(prizes, distinct.size))
        expect(new Set(winners).size).toBe(winners.length)
        for (const winner of winners) expect(distinct.has(winner)).toBe(true)
        const reordered = [...pool].sort(
          (a, b) => ((a.charCodeAt(41) * 31 + salt) % 7) - ((b.charCodeAt(41) * 31 + salt) % 7),
        )
        expect(
          drawWinners(
            s.toUpperCase().replace('0X', '0x'),
            reordered.map((a) => a.toUpperCase().replace('0X', '0x')).concat(pool),
            prizes,
          ),
        ).toEqual(winners)
        expect(drawWinners(s, pool, prizes + 1).slice(0, winners.length)).toEqual(winners) // a later prize never moves an earlier one
      }),
      { numRuns: 300 },
    )
  })

  it('gives every account a fair chance of the first prize (seeds drawn at random)', () => {
    const pool = [0, 1, 2, 3].map(account)
    const wins = new Map<string, number>()
    fc.assert(
      fc.property(seed, (s) => {
        const [winner] = drawWinners(s, pool, 1)
        wins.set(winner!, (wins.get(winner!) ?? 0) + 1)
      }),
      { numRuns: 2_000, seed: 42 },
    )
    for (const a of pool) expect(wins.get(a)).toBeGreaterThan(400) // 500 expected each; 400 is over 5 sigma below
  })

  it('refuses a seed that is not 32 bytes', () => {
    expect(() => drawWinners('0x1234', [account(1)], 1)).toThrow(RangeError)
  })
})

describe('drawEligible', () => {
  it('lists each player with a round in [opensAt, closesAt) once, lowercase', () => {
    fc.assert(
      fc.property(
        rounds,
        fc.integer({ min: START, max: START + 5 * 86_400 }),
        fc.nat(3 * 86_400),
        (played, opensAt, span) => {
          const list = drawEligible(played, opensAt, opensAt + span)
          const expected = new Set(
            played.filter((r) => r.time >= opensAt && r.time < opensAt + span).map((r) => r.player.toLowerCase()),
          )
          expect(list).toEqual([...expected].sort())
        },
      ),
    )
    expect(drawEligible([], 0, 1)).toEqual([])
    expect(player(1).toLowerCase()).toBe(account(1))
  })
})

describe('prizeDrawCredits', () => {
  it('credits prize i to winner i under a key written once, never more than the prizes', () => {
    fc.assert(
      fc.property(seed, eligible, fc.array(fc.bigInt(0n, 10n ** 20n), { maxLength: 6 }), (s, pool, amounts) => {
        const draw = {
          drawId: 7n,
          seed: s,
          prizes: amounts.map((amount, i) => ({ token: i % 2 ? USDT : AURA, amount })),
        }
        const credits = prizeDrawCredits(draw, pool)
        const winners = drawWinners(s, pool, amounts.length)
        for (const credit of credits) {
          const index = Number(credit.key.split(':')[3])
          expect(credit.key).toBe(`bounty:draw:7:${index}`)
          expect(credit.account).toBe(winners[index])
          expect(credit.amount).toBe(amounts[index])
        }
        const ledger = new Map()
        writeOnce(ledger, credits)
        expect(writeOnce(ledger, prizeDrawCredits(draw, [...pool].reverse()))).toBe(0)
        const paid = [...totals(ledger.values()).values()].reduce((a, b) => a + b, 0n)
        expect(paid).toBeLessThanOrEqual(amounts.reduce((a, b) => a + b, 0n))
      }),
    )
  })
})
