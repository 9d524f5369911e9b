import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApprovalState } from '../../../src/domain/approval/ApprovalState'
import { NoV1ExchangeError } from '../../../src/domain/errors/NoV1ExchangeError'
import { NoV1LiquidityError } from '../../../src/domain/errors/NoV1LiquidityError'
import { WrappedNativeMigrationError } from '../../../src/domain/errors/WrappedNativeMigrationError'
import { assertMigratable } from '../../../src/domain/migrate/assertMigratable'
import { computeMigrationState, type MigrationStateInputs } from '../../../src/domain/migrate/computeMigrationState'
import { MigrationState } from '../../../src/domain/migrate/MigrationState'

const TOKEN = '0x1111111111111111111111111111111111111111'
const WHT = '0x2222222222222222222222222222222222222222'
const EXCHANGE = '0x3333333333333333333333333333333333333333'
const ZERO = '0x0000000000000000000000000000000000000000'
const ready: MigrationStateInputs = {
  exchange: EXCHANGE,
  tokenAddress: TOKEN,
  wrappedNativeAddress: WHT,
  liquidity: 10n,
  approval: ApprovalState.NOT_APPROVED,
  migrationPending: false,
  migrated: false,
}

describe('computeMigrationState', () => {
  it.each([
    ['a zero-address exchange is invalid', { exchange: ZERO }, MigrationState.INVALID],
    ['the wrapped-native pool is blocked', { tokenAddress: WHT.toUpperCase().replace('0X', '0x') }, 'blocked'],
    ['a zero balance is disabled', { liquidity: 0n }, MigrationState.DISABLED],
    ['an unread exchange or balance is loading', { liquidity: undefined }, MigrationState.LOADING],
    ['an unknown allowance is loading', { approval: ApprovalState.UNKNOWN }, MigrationState.LOADING],
    ['no allowance needs an approval', {}, MigrationState.APPROVE_NEEDED],
    ['a pending approval is approving', { approval: ApprovalState.PENDING }, MigrationState.APPROVING],
    ['a covering allowance is approved', { approval: ApprovalState.APPROVED }, MigrationState.APPROVED],
    ['a pending migration is migrating', { migrationPending: true }, MigrationState.MIGRATING],
    ['a mined migration is a success', { migrated: true, liquidity: 0n }, MigrationState.SUCCESS],
  ] as const)('%s', (_, change, state) => {
    expect(computeMigrationState({ ...ready, ...change })).toBe(state)
  })

  it('never lets anything past invalid or blocked, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(ApprovalState)),
        fc.option(fc.bigInt({ min: 0n, max: 10n ** 20n }), { nil: undefined }),
        fc.boolean(),
        fc.boolean(),
        (approval, liquidity, migrationPending, migrated) => {
          const rest = { approval, liquidity, migrationPending, migrated }
          expect(computeMigrationState({ ...ready, ...rest, exchange: ZERO })).toBe(MigrationState.INVALID)
          expect(computeMigrationState({ ...ready, ...rest, tokenAddress: WHT })).toBe(MigrationState.BLOCKED)
        },
      ),
    )
  })
})

describe('assertMigratable', () => {
  const position = { token: TOKEN, exchange: EXCHANGE, account: WHT }
  it('refuses invalid, blocked and disabled positions with errors that say what to do', () => {
    expect(() => assertMigratable(MigrationState.INVALID, position)).toThrow(NoV1ExchangeError)
    expect(() => assertMigratable(MigrationState.BLOCKED, position)).toThrow(WrappedNativeMigrationError)
    expect(() => assertMigratable(MigrationState.BLOCKED, position)).toThrow('fomo remove-v1')
    expect(() => assertMigratable(MigrationState.DISABLED, position)).toThrow('No V1 Liquidity found.')
    expect(() => assertMigratable(MigrationState.DISABLED, position)).toThrow(NoV1LiquidityError)
  })

  it.each([MigrationState.APPROVE_NEEDED, MigrationState.APPROVED])('lets %s go on', (state) => {
    expect(() => assertMigratable(state, position)).not.toThrow()
  })
})
