import { getAddress as checksum } from 'ethers'
import { describe, expect, it } from 'vitest'
import { FomoMigrator__factory, IUniswapV1Exchange__factory } from '../../../src/adapters/contracts/generated'
import { CallWouldFailError } from '../../../src/domain/errors/CallWouldFailError'
import { DeadlinePassedError } from '../../../src/domain/errors/DeadlinePassedError'
import type { FomoError } from '../../../src/domain/errors/FomoError'
import { NoV1ExchangeError } from '../../../src/domain/errors/NoV1ExchangeError'
import { NoV1LiquidityError } from '../../../src/domain/errors/NoV1LiquidityError'
import { WrappedNativeMigrationError } from '../../../src/domain/errors/WrappedNativeMigrationError'
import { MigrationService } from '../../../src/domain/migrate/MigrationService'
import { MigrationState } from '../../../src/domain/migrate/MigrationState'
import type { V1Position } from '../../../src/domain/migrate/V1Position'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { hecoHt, hecoUsdt } from '../support/fixtures'

const E18 = 10n ** 18n
const NOW_MS = 1_700_000_000_500
const DEADLINE = 1_700_001_200n // now + 1200 s, whatever the user's deadline setting
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MIGRATOR = '0x6666666666666666666666666666666666666666'
const migrator = FomoMigrator__factory.createInterface()
const v1Exchange = IUniswapV1Exchange__factory.createInterface()

/** Half of a V1 exchange of 40 HT and 8000 USDT: worth 20 HT and 4000 USDT. */
const position: V1Position = {
  exchange: '0x7777777777777777777777777777777777777777',
  token: hecoUsdt,
  liquidity: 1_001n * E18,
  totalSupply: 2_002n * E18,
  ethReserve: 40n * E18,
  tokenReserve: 8_000n * E18,
}
/** A FomoSwap pair pricing HT at 210 USDT. */
const v2 = { ethReserve: 100n * E18, tokenReserve: 21_000n * E18 }

function service() {
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  const clock = new ManualClock(NOW_MS)
  const blocks = new ManualBlockTime()
  return { gas, submitter, clock, blocks, migrations: new MigrationService(abiCalls, gas, submitter, clock, blocks) }
}

const migrateInput = {
  chainId: 128,
  migrator: MIGRATOR,
  account: ACCOUNT,
  state: MigrationState.APPROVED,
  position,
  v2,
}
/** migrate(token, 99.5% of 20 HT × 210, 99.5% of 4000 USDT ÷ 210, to, deadline). */
const migrateData = migrator.encodeFunctionData('migrate', [
  hecoUsdt.address,
  4_179n * E18,
  18_952_380_952_380_952_380n,
  ACCOUNT,
  DEADLINE,
])

describe('MigrationService.migrate', () => {
  const refused: [MigrationState, new (...args: never[]) => FomoError][] = [
    [MigrationState.INVALID, NoV1ExchangeError],
    [MigrationState.BLOCKED, WrappedNativeMigrationError],
    [MigrationState.DISABLED, NoV1LiquidityError],
  ]
  it.each(refused)('refuses the %s state, estimating and sending nothing', async (state, type) => {
    const { migrations, gas, submitter } = service()
    await expect(migrations.migrate({ ...migrateInput, state })).rejects.toBeInstanceOf(type)
    expect(gas.asked).toEqual([])
    expect(submitter.submitted).toEqual([])
  })

  it('sends migrate(token, minimums, account, now + 1200 s) to the migrator with a 10% gas margin', async () => {
    const { migrations, gas, submitter } = service()
    gas.outcomes.set(migrateData, { kind: 'estimated', gas: 200_001n })
    const sent = await migrations.migrate(migrateInput)
    expect(gas.asked).toEqual([{ from: ACCOUNT, to: MIGRATOR, data: migrateData, value: 0n }])
    expect(submitter.submitted).toStrictEqual([
      {
        chainId: 128,
        request: { to: MIGRATOR, data: migrateData, gasLimit: 220_001n },
        tracked: { summary: { kind: 'migrateV1', symbol: 'USDT' } },
      },
    ])
    expect(migrator.decodeFunctionData('migrate', submitter.submitted[0]!.request.data!).toArray()).toEqual([
      checksum(hecoUsdt.address),
      4_179n * E18,
      18_952_380_952_380_952_380n,
      ACCOUNT,
      DEADLINE,
    ])
    expect(sent).toEqual({
      hash: `0x${'0'.repeat(63)}1`,
      args: {
        token: hecoUsdt.address,
        amountTokenMin: 4_179n * E18,
        amountETHMin: 18_952_380_952_380_952_380n,
        to: ACCOUNT,
        deadline: DEADLINE,
      },
    })
  })

  it('takes the deadline from the clock at the time of sending', async () => {
    const { migrations, submitter, clock } = service()
    await clock.advance(3_600_000)
    await migrations.migrate(migrateInput)
    const args = migrator.decodeFunctionData('migrate', submitter.submitted[0]!.request.data!)
    expect(args[4]).toBe(1_700_004_800n)
  })

  it('takes the deadline from the chain’s latest block when it runs ahead of the clock, and explains Expired()', async () => {
    const { migrations, submitter, blocks, gas } = service()
    blocks.times.set(128, 1_700_172_800)
    await migrations.migrate(migrateInput)
    const args = migrator.decodeFunctionData('migrate', submitter.submitted[0]!.request.data!)
    expect(args[4]).toBe(1_700_174_000n)
    gas.outcomes.set(submitter.submitted[0]!.request.data!, { kind: 'reverted', reason: 'Expired()' })
    await expect(migrations.migrate(migrateInput)).rejects.toBeInstanceOf(DeadlinePassedError)
  })

  it('refuses with CallWouldFailError and sends nothing when the estimate reverts', async () => {
    const { migrations, gas, submitter } = service()
    gas.outcomes.set(migrateData, { kind: 'reverted', reason: 'FomoRouter: INSUFFICIENT_A_AMOUNT' })
    const error = await migrations.migrate(migrateInput).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CallWouldFailError)
    expect((error as Error).message).toBe(
      'The migration would fail (FomoRouter: INSUFFICIENT_A_AMOUNT): nothing was sent. The FomoSwap price may have moved; try again.',
    )
    expect(submitter.submitted).toEqual([])
  })

  it('leaves the gas limit to the wallet when estimating failed but the simulation succeeded', async () => {
    const { migrations, gas, submitter } = service()
    gas.outcomes.set(migrateData, { kind: 'simulationSucceeded' })
    await migrations.migrate(migrateInput)
    expect(submitter.submitted[0]!.request).toStrictEqual({ to: MIGRATOR, data: migrateData })
  })
})

describe('MigrationService.removeV1', () => {
  const removeInput = { chainId: 128, account: ACCOUNT, native: hecoHt, position, percent: 25n }
  /** removeLiquidity(1001 × 25 / 100 LP, 1 wei, 1 wei, now + 1200 s). */
  const removeData = v1Exchange.encodeFunctionData('removeLiquidity', [250_250_000_000_000_000_000n, 1n, 1n, DEADLINE])

  it('removes the percent of the position from its exchange with 1-wei minimums, returning what it is worth', async () => {
    const { migrations, gas, submitter } = service()
    gas.outcomes.set(removeData, { kind: 'estimated', gas: 80_000n })
    const sent = await migrations.removeV1(removeInput)
    const summary = { kind: 'removeV1', amountA: '5', symbolA: 'HT', amountB: '1000', symbolB: 'USDT' }
    expect(gas.asked).toEqual([{ from: ACCOUNT, to: position.exchange, data: removeData, value: 0n }])
    expect(submitter.submitted).toStrictEqual([
      { chainId: 128, request: { to: position.exchange, data: removeData, gasLimit: 88_000n }, tracked: { summary } },
    ])
    expect(sent).toEqual({
      hash: `0x${'0'.repeat(63)}1`,
      args: { amount: 250_250_000_000_000_000_000n, minEth: 1n, minTokens: 1n, deadline: DEADLINE },
      worth: { eth: 5n * E18, token: 1_000n * E18 },
      summary,
    })
  })

  it('removes the whole position at 100%', async () => {
    const { migrations, submitter } = service()
    const sent = await migrations.removeV1({ ...removeInput, percent: 100n })
    expect(v1Exchange.decodeFunctionData('removeLiquidity', submitter.submitted[0]!.request.data!).toArray()).toEqual([
      1_001n * E18,
      1n,
      1n,
      DEADLINE,
    ])
    expect(sent.worth).toEqual({ eth: 20n * E18, token: 4_000n * E18 })
  })

  it("refuses with CallWouldFailError ('The V1 removal would fail') and sends nothing when the estimate reverts", async () => {
    const { migrations, gas, submitter } = service()
    gas.outcomes.set(removeData, { kind: 'reverted', reason: 'execution reverted' })
    await expect(migrations.removeV1(removeInput)).rejects.toThrow(
      'The V1 removal would fail (execution reverted): nothing was sent.',
    )
    expect(submitter.submitted).toEqual([])
  })
})
