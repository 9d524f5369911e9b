import { describe, expect, it } from 'vitest'
import { type MigrationFacts, migrationStateOf } from '../../../src/domain/migrate/migrationStateOf'

const TOKEN = `0x${'1'.repeat(40)}`
const WHT = `0x${'9'.repeat(40)}`
const EXCHANGE = `0x${'e'.repeat(40)}`
const ZERO = `0x${'0'.repeat(40)}`

const facts: MigrationFacts = {
  chainId: 128,
  exchange: EXCHANGE,
  tokenAddress: TOKEN,
  wrappedNativeAddress: WHT,
  liquidity: 25n,
  allowance: 0n,
  migrator: `0x${'c'.repeat(40)}`,
  pendingApproval: false,
  migrationPending: false,
  migrated: false,
}

describe('migrationStateOf', () => {
  const rows: [string, Partial<MigrationFacts>, string][] = [
    ['an allowance short of the LP', {}, 'approve-needed'],
    ['an allowance of the whole LP', { allowance: 25n }, 'approved'],
    ['an approval pending', { pendingApproval: true }, 'approving'],
    ['an allowance not read yet', { allowance: undefined }, 'loading'],
    ['a balance not read yet', { liquidity: undefined }, 'loading'],
    ['no migrator to approve', { migrator: undefined }, 'loading'],
    ['a zero balance', { liquidity: 0n }, 'disabled'],
    ['no V1 exchange', { exchange: ZERO }, 'invalid'],
    ['the wrapped-native pool', { tokenAddress: WHT }, 'blocked'],
    ['a migration pending', { allowance: 25n, migrationPending: true }, 'migrating'],
    ['a migration mined', { migrated: true }, 'success'],
  ]
  it.each(rows)('%s: %s', (_, overrides, state) => {
    expect(migrationStateOf({ ...facts, ...overrides })).toBe(state)
  })
})
