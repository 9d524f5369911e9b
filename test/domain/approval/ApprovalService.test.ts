import { MaxUint256 } from 'ethers'
import { describe, expect, it } from 'vitest'
import { IERC20Minimal__factory } from '../../../src/adapters/contracts/generated'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { createToken } from '../../../src/domain/currency/createToken'
import { ApprovalEstimateFailedError } from '../../../src/domain/errors/ApprovalEstimateFailedError'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTokenAllowances } from '../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const owner = address(7)
const router = address(2)
const token = createToken({ chainId: 128, address: address(10), decimals: 18, symbol: 'AURA' })
const erc20 = IERC20Minimal__factory.createInterface()

function service() {
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  const allowances = new InMemoryTokenAllowances()
  return { gas, submitter, allowances, approvals: new ApprovalService(abiCalls, gas, submitter, allowances) }
}

describe('ApprovalService', () => {
  it('approves an unlimited amount first, with a 10% gas margin, recorded as an approval of its token and spender', async () => {
    const { approvals, submitter } = service()
    await approvals.approve({ chainId: 128, account: owner, token, spender: router, amount: 5n })
    expect(submitter.submitted).toEqual([
      {
        chainId: 128,
        request: {
          to: token.address,
          data: erc20.encodeFunctionData('approve', [router, MaxUint256]),
          gasLimit: 110_000n,
        },
        tracked: {
          summary: { kind: 'approve', symbol: 'AURA' },
          approval: { tokenAddress: token.address, spender: router },
        },
      },
    ])
  })

  it('approves the exact amount when estimating the unlimited one fails', async () => {
    const { approvals, submitter, gas } = service()
    gas.outcomes.set(erc20.encodeFunctionData('approve', [router, MaxUint256]), { kind: 'reverted', reason: 'no' })
    await approvals.approve({ chainId: 128, account: owner, token, spender: router, amount: 5n })
    expect(submitter.submitted[0]!.request.data).toBe(erc20.encodeFunctionData('approve', [router, 5n]))
  })

  it("fails with 'Authorize failed' and sends nothing when neither estimates", async () => {
    const { approvals, submitter, gas } = service()
    for (const value of [MaxUint256, 5n]) {
      gas.outcomes.set(erc20.encodeFunctionData('approve', [router, value]), { kind: 'reverted', reason: 'frozen' })
    }
    await expect(
      approvals.approve({ chainId: 128, account: owner, token, spender: router, amount: 5n }),
    ).rejects.toBeInstanceOf(ApprovalEstimateFailedError)
    expect(submitter.submitted).toEqual([])
  })

  it('approveIfNeeded sends nothing when the allowance covers the amount, nor for the native coin', async () => {
    const { approvals, submitter, allowances } = service()
    allowances.allowances.set(`${token.address}:${owner}:${router}`.toLowerCase(), 5n)
    const amount = { currency: token, raw: 5n }
    expect(await approvals.approveIfNeeded({ chainId: 128, account: owner, amount, spender: router })).toBeUndefined()
    const native = { kind: 'native', symbol: 'HT', name: 'HT', decimals: 18, chainId: 128, wrapped: token } as const
    expect(
      await approvals.approveIfNeeded({
        chainId: 128,
        account: owner,
        amount: { currency: native, raw: 1n },
        spender: router,
      }),
    ).toBeUndefined()
    expect(submitter.submitted).toEqual([])
  })

  it('approveIfNeeded approves when the allowance falls short', async () => {
    const { approvals, submitter, allowances } = service()
    allowances.allowances.set(`${token.address}:${owner}:${router}`.toLowerCase(), 4n)
    const sent = await approvals.approveIfNeeded({
      chainId: 128,
      account: owner,
      amount: { currency: token, raw: 5n },
      spender: router,
    })
    expect(sent?.hash).toMatch(/^0x0+1$/)
    expect(submitter.submitted).toHaveLength(1)
  })
})
