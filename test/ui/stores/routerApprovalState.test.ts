import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../../../src/domain/chains/ChainConfig'
import type { ChainId } from '../../../src/domain/chains/ChainId'
import type { Currency } from '../../../src/domain/currency/Currency'
import { routerApprovalState } from '../../../src/ui/stores/routerApprovalState'

const chainId = 128 as ChainId
const token: Currency = { kind: 'token', chainId, address: '0xToken', decimals: 18, symbol: 'T', name: 'T' }
const native: Currency = { kind: 'native', chainId, decimals: 18, symbol: 'HT', name: 'HT', wrapped: token as never }
const directory = { chainId, chainConfig: { routerAddress: '0xRouter' } as ChainConfig }
const asked: unknown[] = []
const pending = (value: boolean) => ({
  hasPendingApproval: (...args: unknown[]) => {
    asked.push(args)
    return value
  },
})

describe('routerApprovalState', () => {
  it.each([
    ['no amount', undefined, 0n, directory, false, 'UNKNOWN'],
    ['no router on the chain', { currency: token, raw: 5n }, 0n, { chainId, chainConfig: undefined }, false, 'UNKNOWN'],
    ['the native coin', { currency: native, raw: 5n }, undefined, directory, false, 'APPROVED'],
    ['the allowance not read yet', { currency: token, raw: 5n }, undefined, directory, false, 'UNKNOWN'],
    ['a failed allowance read', { currency: token, raw: 5n }, null, directory, false, 'UNKNOWN'],
    ['the allowance covering the amount', { currency: token, raw: 5n }, 5n, directory, false, 'APPROVED'],
    ['the allowance short', { currency: token, raw: 5n }, 4n, directory, false, 'NOT_APPROVED'],
    ['the allowance short, an approval pending', { currency: token, raw: 5n }, 4n, directory, true, 'PENDING'],
  ] as const)('%s', (_case, amount, allowance, chain, isPending, state) => {
    expect(routerApprovalState(amount, allowance, chain, pending(isPending))).toBe(state)
  })

  it("asks for a pending approval of the token for the chain's router", () => {
    asked.length = 0
    routerApprovalState({ currency: token, raw: 5n }, 0n, directory, pending(false))
    expect(asked).toEqual([[128, '0xToken', '0xRouter']])
  })
})
