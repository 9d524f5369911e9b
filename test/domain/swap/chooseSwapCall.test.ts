import { describe, expect, it } from 'vitest'
import { CallRevertedError } from '../../../src/domain/errors/CallRevertedError'
import { DeadlinePassedError } from '../../../src/domain/errors/DeadlinePassedError'
import { NoCallThrewError } from '../../../src/domain/errors/NoCallThrewError'
import { PriceMovementError } from '../../../src/domain/errors/PriceMovementError'
import { SwapFailedError } from '../../../src/domain/errors/SwapFailedError'
import { TransactionRejectedError } from '../../../src/domain/errors/TransactionRejectedError'
import { TransactionWouldFailError } from '../../../src/domain/errors/TransactionWouldFailError'
import { UnexpectedGasEstimateError } from '../../../src/domain/errors/UnexpectedGasEstimateError'
import { chooseLiquidityCall } from '../../../src/domain/swap/chooseLiquidityCall'
import { chooseSwapCall } from '../../../src/domain/swap/chooseSwapCall'
import { swapFailureError } from '../../../src/domain/swap/swapFailureError'
import type { GasEstimateOutcome } from '../../../src/domain/transactions/GasEstimateOutcome'

const plain = { methodName: 'swapExactTokensForTokens' }
const feeOnTransfer = { methodName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens' }
const estimated = (gas: bigint): GasEstimateOutcome => ({ kind: 'estimated', gas })
const reverted = (reason: string): GasEstimateOutcome => ({ kind: 'reverted', reason })

describe('chooseSwapCall', () => {
  it('sends the first call whose estimate succeeded, with 10% more gas', () => {
    expect(
      chooseSwapCall([
        { call: plain, outcome: estimated(150_000n) },
        { call: feeOnTransfer, outcome: estimated(160_000n) },
      ]),
    ).toEqual({ call: plain, gasLimit: 165_000n })
    expect(
      chooseSwapCall([
        { call: plain, outcome: reverted('TransferFailed') },
        { call: feeOnTransfer, outcome: estimated(160_001n) },
      ]),
    ).toEqual({ call: feeOnTransfer, gasLimit: 176_001n })
  })

  it.each<[GasEstimateOutcome, unknown, string]>([
    [
      reverted('TRANSFER_FROM_FAILED'),
      CallRevertedError,
      'The transaction cannot succeed due to error: TRANSFER_FROM_FAILED. This is probably an issue with one of the tokens you are swapping.',
    ],
    [
      reverted('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'),
      PriceMovementError,
      'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
    ],
    [reverted('InsufficientOutputAmount()'), PriceMovementError, 'This transaction will not succeed'],
    // the deadline is behind the chain's time: said so, never blamed on the tokens
    [reverted('Expired()'), DeadlinePassedError, "The transaction's deadline has passed"],
    [reverted('UniswapV2Router: EXPIRED'), DeadlinePassedError, "The transaction's deadline has passed"],
    [reverted('PermitExpired()'), DeadlinePassedError, 'Send it again, or set a longer transaction deadline'],
    [reverted('ExcessiveInputAmount'), PriceMovementError, 'This transaction will not succeed'],
    [
      { kind: 'simulationSucceeded' },
      UnexpectedGasEstimateError,
      'Unexpected issue with estimating the gas. Please try again.',
    ],
  ])('when every call fails, throws the last one’s error: %j', (last, type, message) => {
    const choose = () =>
      chooseSwapCall([
        { call: plain, outcome: { kind: 'simulationSucceeded' } },
        { call: feeOnTransfer, outcome: last },
      ])
    expect(choose).toThrow(type as typeof Error)
    expect(choose).toThrow(message)
  })

  it('has a message for no candidates at all', () => {
    expect(() => chooseSwapCall([])).toThrow(NoCallThrewError)
    expect(() => chooseSwapCall([])).toThrow(
      'Unexpected error. Please contact support: none of the calls threw an error',
    )
  })
})

describe('chooseLiquidityCall', () => {
  it('sends the first variant that estimates, else says the transaction would fail', () => {
    const calls = [{ call: 'removeLiquidityETHWithPermit', outcome: reverted('K()') }]
    expect(chooseLiquidityCall([...calls, { call: 'supportingFee', outcome: estimated(200_000n) }])).toEqual({
      call: 'supportingFee',
      gasLimit: 220_000n,
    })
    expect(() => chooseLiquidityCall(calls)).toThrow(TransactionWouldFailError)
    expect(() => chooseLiquidityCall(calls)).toThrow('This transaction would fail. Please contact support.')
  })

  it('says the deadline passed when a variant reverts with Expired()', () => {
    const calls = [
      { call: 'removeLiquidityETHWithPermit', outcome: reverted('Expired()') },
      { call: 'supportingFee', outcome: reverted('Expired()') },
    ]
    expect(() => chooseLiquidityCall(calls)).toThrow(DeadlinePassedError)
  })
})

describe('swapFailureError', () => {
  it.each([
    [{ code: 4001, message: 'User denied transaction signature' }, TransactionRejectedError, 'Transaction rejected.'],
    [{ code: 'ACTION_REJECTED', message: 'user rejected action' }, TransactionRejectedError, 'Transaction rejected.'],
    [{ code: -32603, error: { code: 4001 } }, TransactionRejectedError, 'Transaction rejected.'],
    [new Error('insufficient funds for gas'), SwapFailedError, 'Swap failed: insufficient funds for gas'],
    [{ code: -32000, message: 'nonce too low' }, SwapFailedError, 'Swap failed: nonce too low'],
    ['boom', SwapFailedError, 'Swap failed: boom'],
  ])('case %# → %s', (error, type, message) => {
    const mapped = swapFailureError(error)
    expect(mapped).toBeInstanceOf(type)
    expect(mapped.message).toBe(message)
    expect(mapped.cause).toBe(error)
  })
})
