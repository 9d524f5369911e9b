import { AbiCoder, keccak256 } from 'ethers'
import { describe, expect, it } from 'vitest'
import { drawWinners } from '../../../src/domain/bounty/drawWinners'
import type { GameRound } from '../../../src/domain/bounty/GameRound'
import type { PrizeDrawEvent } from '../../../src/domain/bounty/PrizeDrawEvent'
import { prizeDrawsOf } from '../../../src/domain/bounty/prizeDrawsOf'
import { verifyDraws } from '../../../src/domain/bounty/verifyDraws'

const abi = AbiCoder.defaultAbiCoder()
const POOL = '0x00000000000000000000000000000000000000c1'
const AURA = '0x00000000000000000000000000000000000000f1'
const SECRET = `0x${'5a'.repeat(32)}`
const BLOCK_HASH = `0x${'7b'.repeat(32)}`
const TARGET = 40
/** The contract's formulas, computed with ethers' ABI encoder (an independent reference). */
const commitmentOf = (drawId: bigint, secret: string) => keccak256(abi.encode(['uint256', 'bytes32'], [drawId, secret]))
const SEED = keccak256(abi.encode(['bytes32', 'bytes32'], [SECRET, BLOCK_HASH]))

const player = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
let log = 0
const origin = (blockNumber: number) => ({
  chainId: 128,
  txHash: `0x${(++log).toString(16).padStart(64, '0')}`,
  logIndex: 0,
  blockNumber,
  time: blockNumber * 10,
  contract: POOL,
})
const round = (n: number, time: number): GameRound => ({
  chainId: 128,
  txHash: `0x${'ab'.padStart(64, '0')}`,
  logIndex: n,
  blockNumber: time,
  time,
  player: player(n),
  gameType: n % 2 === 0 ? 2 : 5,
  token: AURA,
  bet: 10n,
  round: BigInt(n),
})

function events(drawId: bigint, closeTime: number, reveal: { seed: string; secret: string } | 'void' | undefined) {
  const list: PrizeDrawEvent[] = [
    { ...origin(10), kind: 'funded', token: AURA, from: player(99), amount: 100n, pool: 100n },
    {
      ...origin(11),
      kind: 'committed',
      drawId,
      token: AURA,
      commitment: commitmentOf(drawId, SECRET),
      closeTime,
      prizes: [50n, 20n],
    },
  ]
  if (reveal === undefined) return list
  list.push({ ...origin(TARGET - 1), kind: 'sealed', drawId, targetBlock: TARGET })
  if (reveal === 'void') list.push({ ...origin(TARGET + 300), kind: 'voided', drawId })
  else list.push({ ...origin(TARGET + 1), kind: 'revealed', drawId, ...reveal, total: 70n })
  return list
}

const rounds = [round(1, 100), round(2, 150), round(3, 199), round(4, 200), round(5, 250)]
const hashes = (block: number) => (block === TARGET ? BLOCK_HASH : undefined)

describe('verifyDraws', () => {
  it('recomputes a revealed draw from the chain: the secret opens the commitment, the seed mixes the block hash', () => {
    const draws = prizeDrawsOf(events(7n, 200, { seed: SEED, secret: SECRET }))
    const expected = drawWinners(SEED, [player(1), player(2), player(3)], 2)
    const served = [{ drawId: 7n, winners: expected.map((address, i) => ({ address, prize: [50n, 20n][i]! })) }]
    const [draw] = verifyDraws(draws, rounds, served, hashes)
    expect(draw).toEqual({
      drawId: 7n,
      token: AURA,
      closeTime: 200,
      commitment: commitmentOf(7n, SECRET),
      state: 'revealed',
      seed: SEED,
      commitmentOpens: true,
      seedFromBlock: true,
      // rounds before the close only: the round at 200 and later ones wait for the next draw
      eligible: 3,
      winners: [
        { address: expected[0], prize: 50n },
        { address: expected[1], prize: 20n },
      ],
      matchesServer: true,
      voidedAfterSeal: false,
      overlapping: false,
    })
  })

  it("flags a server whose winners differ, a secret that does not open the commitment and a seed off the block's hash", () => {
    const other = `0x${'66'.repeat(32)}`
    const draws = prizeDrawsOf(events(7n, 200, { seed: SEED, secret: other }))
    const served = [{ drawId: 7n, winners: [{ address: player(5), prize: 50n }] }]
    const [draw] = verifyDraws(draws, rounds, served, hashes)
    expect(draw).toMatchObject({ commitmentOpens: false, seedFromBlock: false, matchesServer: false })
    expect(draw!.winners.map((winner) => winner.address)).not.toContain(player(5))
  })

  it('leaves an open draw and a void one without winners, and a void draw closes its eligibility window', () => {
    const open = verifyDraws(prizeDrawsOf(events(1n, 200, undefined)), rounds, [], hashes)
    expect(open).toMatchObject([{ state: 'open', seed: null, winners: [], matchesServer: null, eligible: 3 }])
    const voided = prizeDrawsOf(events(1n, 200, 'void'))
    const later = prizeDrawsOf(events(2n, 300, { seed: SEED, secret: SECRET }))
    const [first, second] = verifyDraws([...voided, ...later], rounds, [], hashes)
    expect(first).toMatchObject({ state: 'void', winners: [] })
    // issue 27: the void draw's players are never drawn again: only the rounds from 200 to 300 count
    expect(second).toMatchObject({ state: 'revealed', eligible: 2, matchesServer: null, seedFromBlock: true })
  })

  // issue 27: what an operator could steer with shows as a warning (and `fomo bounty draws` exits 1)
  it('flags a draw voided after its seal, and each of two draws over the same window', () => {
    const sealedThenVoid = verifyDraws(prizeDrawsOf(events(1n, 200, 'void')), rounds, [], hashes)
    expect(sealedThenVoid[0]).toMatchObject({ state: 'void', voidedAfterSeal: true, overlapping: false })
    const neverSealed = prizeDrawsOf(events(1n, 200, undefined)).map((draw) => ({ ...draw, void: true }))
    expect(verifyDraws(neverSealed, rounds, [], hashes)[0]).toMatchObject({ voidedAfterSeal: false })
    const parallel = [
      ...prizeDrawsOf(events(1n, 200, 'void')),
      ...prizeDrawsOf(events(2n, 200, { seed: SEED, secret: SECRET })),
      ...prizeDrawsOf(events(3n, 300, undefined)),
    ]
    expect(verifyDraws(parallel, rounds, [], hashes).map((draw) => draw.overlapping)).toEqual([true, true, false])
    const earlier = [...prizeDrawsOf(events(1n, 300, undefined)), ...prizeDrawsOf(events(2n, 250, undefined))]
    expect(verifyDraws(earlier, rounds, [], hashes).map((draw) => draw.overlapping)).toEqual([true, true])
  })

  it('says nothing of the seed when the sealed block hash is unknown', () => {
    const draws = prizeDrawsOf(events(7n, 200, { seed: SEED, secret: SECRET }))
    expect(verifyDraws(draws, rounds, [], () => undefined)[0]).toMatchObject({
      seedFromBlock: null,
      commitmentOpens: true,
    })
  })
})
