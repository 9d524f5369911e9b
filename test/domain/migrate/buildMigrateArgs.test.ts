import { describe, expect, it } from 'vitest'
import { buildMigrateArgs } from '../../../src/domain/migrate/buildMigrateArgs'
import { buildRemoveV1Args } from '../../../src/domain/migrate/buildRemoveV1Args'
import { migrationDeadline } from '../../../src/domain/migrate/migrationDeadline'
import type { V1Position } from '../../../src/domain/migrate/V1Position'
import { hecoUsdt } from '../support/fixtures'

const NOW = 1_700_000_000_500
const position: V1Position = {
  exchange: '0x3333333333333333333333333333333333333333',
  token: hecoUsdt,
  liquidity: 500n,
  totalSupply: 1_000n,
  ethReserve: 2_000n,
  tokenReserve: 4_000n,
}
const ACCOUNT = '0x4444444444444444444444444444444444444444'

describe('migrationDeadline', () => {
  it('is now plus 1200 s in whole seconds', () => {
    expect(migrationDeadline(NOW)).toBe(1_700_001_200n)
  })
})

describe('buildMigrateArgs', () => {
  it('migrates the token with 99.5% minimums against the pair’s price', () => {
    expect(buildMigrateArgs(position, { ethReserve: 1n, tokenReserve: 2n }, ACCOUNT, NOW)).toEqual({
      token: hecoUsdt.address,
      amountTokenMin: 1_990n,
      amountETHMin: 995n,
      to: ACCOUNT,
      deadline: 1_700_001_200n,
    })
  })

  it('takes 99.5% of the V1 amounts when there is no pair yet', () => {
    const args = buildMigrateArgs(position, undefined, ACCOUNT, NOW)
    expect([args.amountTokenMin, args.amountETHMin]).toEqual([1_990n, 995n])
  })
})

describe('buildRemoveV1Args', () => {
  it('removes a percent with 1-wei minimums and the 1200 s deadline', () => {
    expect(buildRemoveV1Args(1_001n, 25n, NOW)).toEqual({
      amount: 250n,
      minEth: 1n,
      minTokens: 1n,
      deadline: 1_700_001_200n,
    })
    expect(buildRemoveV1Args(1_001n, 100n, NOW).amount).toBe(1_001n)
  })
})
