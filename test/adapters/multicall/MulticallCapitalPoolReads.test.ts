import { AbiCoder } from 'ethers'
import { describe, expect, it } from 'vitest'
import { FomoCapitalPool__factory } from '../../../src/adapters/contracts/generated'
import { MulticallCapitalPoolReads } from '../../../src/adapters/multicall/MulticallCapitalPoolReads'
import { InMemoryMulticall } from '../../doubles/InMemoryMulticall'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const [capitalPool, usdt, mget] = [`0x${'c1'.repeat(20)}`, `0x${'a1'.repeat(20)}`, `0x${'b2'.repeat(20)}`]
const pool = FomoCapitalPool__factory.createInterface()
const coder = AbiCoder.defaultAbiCoder()
const at = (callData: string) => ({ address: capitalPool, callData })

/** The pool on chain 128: options 0 (any time) and 2 (90 days) enabled, 1 disabled; USDT listed, MGET not. */
function seeded(): InMemoryMulticall {
  const multicall = new InMemoryMulticall()
  const option = (id: number, termDays: number, enabled: boolean) =>
    multicall.answer(
      128,
      at(pool.encodeFunctionData('depositOptions', [id])),
      coder.encode(['uint16', 'bool'], [termDays, enabled]),
    )
  option(0, 0, true)
  option(1, 30, false)
  option(2, 90, true)
  for (let id = 3; id < 8; id++) option(id, 0, false)
  type Record = { amount: bigint; unlockAt: number; option: number; id: bigint }
  const figures = (
    token: string,
    listed: boolean,
    balance: bigint,
    withdrawable: bigint,
    free: bigint,
    records: Record[],
  ) => {
    multicall.answer(
      128,
      at(pool.encodeFunctionData('depositsOf', [token, owner])),
      pool.encodeFunctionResult('depositsOf', [free, records]),
    )
    multicall.answer(128, at(pool.encodeFunctionData('isListed', [token])), coder.encode(['bool'], [listed]))
    multicall.answer(
      128,
      at(pool.encodeFunctionData('getAccountCurrentBalance', [token, owner])),
      coder.encode(['uint256'], [balance]),
    )
    multicall.answer(
      128,
      at(pool.encodeFunctionData('withdrawableOf', [token, owner])),
      coder.encode(['uint256'], [withdrawable]),
    )
  }
  // stored out of order, as a withdrawal leaves them: a 90-day deposit (id 3), one made under option 1 before it
  // was switched off (id 1)
  figures(usdt, true, 10n, 4n, 4n, [
    { amount: 5n, unlockAt: 1_700_777_600, option: 2, id: 3n },
    { amount: 1n, unlockAt: 1_700_000_000, option: 1, id: 1n },
  ])
  figures(mget, false, 0n, 0n, 0n, [])
  return multicall
}

describe('CapitalPoolReads over the Multicall batch (in-memory multicall)', () => {
  it('reads the enabled options among 0–7 with their terms and each token’s figures in one batch', async () => {
    const multicall = seeded()
    const snapshot = await new MulticallCapitalPoolReads(multicall).snapshot(128, capitalPool, owner, [usdt, mget])
    expect(snapshot).toEqual({
      options: [
        { option: 0, termDays: 0 },
        { option: 2, termDays: 90 },
      ],
      tokens: [
        {
          listed: true,
          balance: 10n,
          withdrawable: 4n,
          free: 4n,
          deposits: [
            { id: 1n, amount: 1n, option: 1, termDays: 30, unlockAt: 1_700_000_000 },
            { id: 3n, amount: 5n, option: 2, termDays: 90, unlockAt: 1_700_777_600 },
          ],
        },
        { listed: false, balance: 0n, withdrawable: 0n, free: 0n, deposits: [] },
      ],
    })
    expect(multicall.reads).toHaveLength(1)
  })

  it('throws rather than guess when a read fails', async () => {
    const reads = new MulticallCapitalPoolReads(seeded())
    await expect(reads.snapshot(56, capitalPool, owner, [usdt])).rejects.toThrow(/Could not read the capital pool/)
  })
})
