import { describe, expect, it } from 'vitest'
import { ApprovalState } from '../../../src/domain/approval/ApprovalState'
import { type AddLiquidityErrorInputs, addLiquidityInputError } from '../../../src/domain/swap/addLiquidityInputError'
import { canAddLiquidity } from '../../../src/domain/swap/canAddLiquidity'
import { inputErrorMessage } from '../../../src/domain/swap/inputErrorMessage'
import { removeLiquidityInputError } from '../../../src/domain/swap/removeLiquidityInputError'
import { hecoHt, hecoUsdt } from '../support/fixtures'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ready: AddLiquidityErrorInputs = {
  account: ACCOUNT,
  currencyA: hecoHt,
  currencyB: hecoUsdt,
  pairState: 'EXISTS',
  amountA: { currency: hecoHt, raw: 10n },
  amountB: { currency: hecoUsdt, raw: 50n },
  balanceA: { currency: hecoHt, raw: 10n },
  balanceB: { currency: hecoUsdt, raw: 50n },
}

describe('addLiquidityInputError', () => {
  it('lets a complete deposit go ahead, the first one into a new pair too', () => {
    expect(addLiquidityInputError(ready)).toBeUndefined()
    expect(addLiquidityInputError({ ...ready, pairState: 'NOT_EXISTS' })).toBeUndefined()
  })

  it.each<[string, Partial<AddLiquidityErrorInputs>, string]>([
    ['no wallet', { account: undefined, pairState: 'INVALID', amountA: undefined }, 'Connect Wallet'],
    ['invalid pair', { pairState: 'INVALID', amountA: undefined }, 'Select a token'],
    ['no token B', { currencyB: undefined }, 'Select a token'],
    ['no amount A', { amountA: undefined, balanceB: { currency: hecoUsdt, raw: 0n } }, 'Enter an amount'],
    ['no amount B', { amountB: undefined }, 'Enter an amount'],
    [
      'both short',
      { balanceA: { currency: hecoHt, raw: 9n }, balanceB: { currency: hecoUsdt, raw: 0n } },
      'Insufficient HT balance',
    ],
    ['B short', { balanceB: { currency: hecoUsdt, raw: 49n } }, 'Insufficient USDT balance'],
  ])('%s → %s', (_case, change, message) => {
    const error = addLiquidityInputError({ ...ready, ...change })
    expect(error && inputErrorMessage(error)).toBe(message)
  })

  it('enables the button only without an error and with both tokens approved', () => {
    const { APPROVED, PENDING, NOT_APPROVED } = ApprovalState
    expect(canAddLiquidity(undefined, APPROVED, APPROVED)).toBe(true)
    expect(canAddLiquidity(undefined, APPROVED, PENDING)).toBe(false)
    expect(canAddLiquidity(undefined, NOT_APPROVED, APPROVED)).toBe(false)
    expect(canAddLiquidity({ key: 'enterAmount' }, APPROVED, APPROVED)).toBe(false)
  })
})

describe('removeLiquidityInputError', () => {
  it.each([
    [{ account: undefined, liquidityAmount: undefined, amountA: undefined, amountB: undefined }, 'connectWallet'],
    [{ account: ACCOUNT, liquidityAmount: undefined, amountA: 1n, amountB: 1n }, 'enterAmount'],
    [{ account: ACCOUNT, liquidityAmount: 0n, amountA: 0n, amountB: 0n }, 'enterAmount'],
    [{ account: ACCOUNT, liquidityAmount: 5n, amountA: 1n, amountB: 0n }, 'enterAmount'],
    [{ account: ACCOUNT, liquidityAmount: 5n, amountA: 1n, amountB: 2n }, undefined],
    [
      { account: ACCOUNT, liquidityAmount: undefined, amountA: undefined, amountB: undefined, exceeds: 'Fomo-LP' },
      'insufficientBalance',
    ],
    [
      { account: undefined, liquidityAmount: undefined, amountA: undefined, amountB: undefined, exceeds: 'Fomo-LP' },
      'connectWallet',
    ],
  ])('case %# → %s', (inputs, key) => {
    expect(removeLiquidityInputError(inputs)?.key).toBe(key)
  })
})
