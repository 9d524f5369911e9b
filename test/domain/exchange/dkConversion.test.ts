import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BelowExchangeMinimumError } from '../../../src/domain/errors/BelowExchangeMinimumError'
import { ExchangeAmountRequiredError } from '../../../src/domain/errors/ExchangeAmountRequiredError'
import { ExchangeExceedsBalanceError } from '../../../src/domain/errors/ExchangeExceedsBalanceError'
import { ExchangeRecipientRequiredError } from '../../../src/domain/errors/ExchangeRecipientRequiredError'
import { InvalidRecipientError } from '../../../src/domain/errors/InvalidRecipientError'
import { checkDkConversion, type DkConvertConfig, dkConversionOut } from '../../../src/domain/exchange/dkConversion'

const E18 = 10n ** 18n
const config: DkConvertConfig = { baseNumber: 10n ** 8n, feeBps: 100, minimumDk: 10n ** 8n * E18, minimumDk2: E18 }
const RECIPIENT = '0x00000000000000000000000000000000000000A1'

describe('dkConversionOut', () => {
  it('divides DK by the base and multiplies DK2 by it, less the fee, rounding down', () => {
    expect(dkConversionOut('toDk2', 3n * 10n ** 8n * E18, config)).toBe((297n * E18) / 100n)
    expect(dkConversionOut('toDk', 2n * E18, config)).toBe((198n * 10n ** 8n * E18) / 100n)
    expect(dkConversionOut('toDk2', 10n ** 8n - 1n, { ...config, feeBps: 0 })).toBe(0n)
  })

  it('never returns more than went in on a round trip, for any amount, base and fee', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 1_000 }),
        (amount, baseNumber, feeBps) => {
          const terms = { ...config, baseNumber, feeBps }
          expect(dkConversionOut('toDk', dkConversionOut('toDk2', amount, terms), terms)).toBeLessThanOrEqual(amount)
          expect(dkConversionOut('toDk2', dkConversionOut('toDk', amount, terms), terms)).toBeLessThanOrEqual(amount)
        },
      ),
    )
  })
})

describe('checkDkConversion', () => {
  const check = (overrides: Partial<Parameters<typeof checkDkConversion>[0]>) =>
    checkDkConversion({
      direction: 'toDk2',
      amount: config.minimumDk,
      balance: config.minimumDk,
      recipient: RECIPIENT,
      config,
      decimals: 18,
      ...overrides,
    })

  it('checks in the spec order: amount, balance, minimum, recipient', () => {
    expect(() => check({ amount: undefined, balance: 0n, recipient: '' })).toThrow(ExchangeAmountRequiredError)
    expect(() => check({ amount: 0n })).toThrow(ExchangeAmountRequiredError)
    expect(() => check({ amount: 5n, balance: 4n, recipient: '' })).toThrow(ExchangeExceedsBalanceError)
    expect(() => check({ amount: config.minimumDk - 1n, recipient: '' })).toThrow(BelowExchangeMinimumError)
    expect(() => check({ recipient: '  ' })).toThrow(ExchangeRecipientRequiredError)
    expect(() => check({ recipient: '0x123' })).toThrow(InvalidRecipientError)
    expect(() => check({ recipient: `0x${'0'.repeat(40)}` })).toThrow(InvalidRecipientError)
    // the address rule of every driver: a mixed case is taken only as its EIP-55 checksum (issue 30)
    expect(() => check({ recipient: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' })).toThrow(/EIP-55 checksum/)
    expect(() => check({ recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).not.toThrow()
    expect(check({ recipient: ` ${RECIPIENT} ` })).toEqual({ amount: config.minimumDk, recipient: RECIPIENT })
  })

  it('names minimum1 with 100000000 DK one way and minimum2 with 1 DK2 the other', () => {
    const below = (direction: 'toDk2' | 'toDk', amount: bigint) => {
      try {
        check({ direction, amount })
      } catch (error) {
        return error as BelowExchangeMinimumError
      }
      throw new Error('no error')
    }
    expect(below('toDk2', config.minimumDk - 1n)).toMatchObject({
      key: 'minimum1',
      message: 'The minimum exchange is 100000000 DK',
    })
    expect(below('toDk', E18 - 1n)).toMatchObject({ key: 'minimum2', message: 'The minimum exchange is 1 DK2' })
  })
})
