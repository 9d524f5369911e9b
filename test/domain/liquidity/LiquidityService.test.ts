import { getAddress as checksum, type Interface, Signature, verifyTypedData } from 'ethers'
import { describe, expect, it } from 'vitest'
import { FomoRouter__factory } from '../../../src/adapters/contracts/generated'
import type { CurrencyAmount } from '../../../src/domain/currency/CurrencyAmount'
import { NoApprovalOrSignatureError } from '../../../src/domain/errors/NoApprovalOrSignatureError'
import { TransactionWouldFailError } from '../../../src/domain/errors/TransactionWouldFailError'
import { LiquidityService, type SignedPermit } from '../../../src/domain/liquidity/LiquidityService'
import type { TypedDataSigner } from '../../../src/ports/TypedDataSigner'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryLiquidityTokenReads } from '../../doubles/InMemoryLiquidityTokenReads'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { InMemoryWallet } from '../../doubles/InMemoryWallet'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { hecoConfig, hecoHt, hecoUsdt } from '../support/fixtures'
import { hecoMdx, usdtMdx, usdtWht } from '../support/tradingGraph'

const E18 = 10n ** 18n
const NOW_MS = 1_700_000_000_500
const DEADLINE = 1_700_001_200n
// Hardhat's second development key: a real signer whose address the permit must recover to.
const PRIVATE_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = hecoConfig.routerAddress
/** Untyped, so that tests can encode any router method by name. */
const router: Interface = FomoRouter__factory.createInterface()

const usdt = (raw: bigint): CurrencyAmount => ({ currency: hecoUsdt, raw })
const mdx = (raw: bigint): CurrencyAmount => ({ currency: hecoMdx, raw })
const ht = (raw: bigint): CurrencyAmount => ({ currency: hecoHt, raw })

function service(signer: TypedDataSigner = new InMemoryWallet(PRIVATE_KEY)) {
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  const lpReads = new InMemoryLiquidityTokenReads()
  const clock = new ManualClock(NOW_MS)
  const blocks = new ManualBlockTime()
  return {
    gas,
    submitter,
    lpReads,
    clock,
    blocks,
    liquidity: new LiquidityService(abiCalls, gas, submitter, signer, lpReads, clock, blocks),
  }
}

/** The router method and arguments (addresses checksummed, amounts bigint) of call data. */
function decoded(data: string | undefined) {
  const parsed = router.parseTransaction({ data: data ?? '0x' })
  return { name: parsed?.name, args: parsed?.args.toArray(true) }
}

const addInput = {
  config: hecoConfig,
  account: ACCOUNT,
  amountA: usdt(1_234_567_800_000_000_000_000n),
  amountB: mdx(50n * E18),
  noLiquidity: false,
  slippageBips: 50,
  deadlineSeconds: 1200,
}

const removeInput = {
  config: hecoConfig,
  account: ACCOUNT,
  amountA: usdt(100n * E18),
  amountB: mdx(40n * E18),
  liquidity: 7n * E18,
  slippageBips: 100,
  deadlineSeconds: 1200,
  approved: true,
  permit: undefined,
}

describe('LiquidityService.add', () => {
  it('adds two tokens with addLiquidity, minimums at the slippage tolerance, the deadline from the clock and a 10% gas margin', async () => {
    const { liquidity, gas, submitter } = service()
    const data = router.encodeFunctionData('addLiquidity', [
      hecoUsdt.address,
      hecoMdx.address,
      1_234_567_800_000_000_000_000n,
      50n * E18,
      1_228_394_961_000_000_000_000n, // − 0.5%
      49_750_000_000_000_000_000n,
      ACCOUNT,
      DEADLINE,
    ])
    gas.outcomes.set(data, { kind: 'estimated', gas: 300_001n })
    const sent = await liquidity.add(addInput)
    expect(gas.asked).toEqual([{ from: ACCOUNT, to: ROUTER, data, value: 0n }])
    expect(submitter.submitted).toEqual([
      {
        chainId: 128,
        request: { to: ROUTER, data, value: 0n, gasLimit: 330_001n },
        tracked: {
          summary: { kind: 'addLiquidity', amountA: '1234.56', symbolA: 'USDT', amountB: '50', symbolB: 'MDX' },
        },
      },
    ])
    expect(sent).toEqual({ hash: `0x${'0'.repeat(63)}1`, methodName: 'addLiquidity' })
  })

  it('sends the exact amounts as minimums for the first provider, who sets the price', async () => {
    const { liquidity, submitter } = service()
    await liquidity.add({ ...addInput, noLiquidity: true })
    expect(decoded(submitter.submitted[0]!.request.data).args!.slice(2, 6)).toEqual([
      1_234_567_800_000_000_000_000n,
      50n * E18,
      1_234_567_800_000_000_000_000n,
      50n * E18,
    ])
  })

  it('adds the native coin with addLiquidityETH, the token first and the coin as value', async () => {
    const { liquidity, submitter, clock } = service()
    await clock.advance(30_000)
    const sent = await liquidity.add({
      ...addInput,
      amountA: ht(2n * E18),
      amountB: usdt(20n * E18),
      deadlineSeconds: 60,
    })
    const { request, tracked } = submitter.submitted[0]!
    expect(sent.methodName).toBe('addLiquidityETH')
    expect(request.value).toBe(2n * E18)
    expect(decoded(request.data)).toEqual({
      name: 'addLiquidityETH',
      args: [
        checksum(hecoUsdt.address),
        20n * E18,
        19_900_000_000_000_000_000n,
        1_990_000_000_000_000_000n,
        ACCOUNT,
        1_700_000_090n,
      ],
    })
    expect(tracked.summary).toEqual({
      kind: 'addLiquidity',
      amountA: '2',
      symbolA: 'HT',
      amountB: '20',
      symbolB: 'USDT',
    })
  })

  it("fails with 'This transaction would fail' and sends nothing when it does not estimate", async () => {
    const { liquidity, gas, submitter } = service()
    gas.estimate = async () => ({ kind: 'reverted', reason: 'FomoRouter: INSUFFICIENT_B_AMOUNT' })
    const error = await liquidity.add(addInput).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TransactionWouldFailError)
    expect((error as TransactionWouldFailError).message).toBe('This transaction would fail. Please contact support.')
    expect((error as TransactionWouldFailError).details).toEqual({ reasons: ['FomoRouter: INSUFFICIENT_B_AMOUNT'] })
    expect(submitter.submitted).toEqual([])
  })
})

describe('LiquidityService.signRemovePermit', () => {
  const permitInput = {
    config: hecoConfig,
    account: ACCOUNT,
    pair: usdtMdx.address,
    liquidity: 7n * E18,
    deadlineSeconds: 1200,
  }
  /** The EIP-2612 permit the LP token checks (spec section 7: domain 'FomoSwap LP', version 1). */
  const permitOf = (nonce: bigint, deadline: bigint) => ({
    domain: { name: 'FomoSwap LP', version: '1', chainId: 128, verifyingContract: usdtMdx.address },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    value: { owner: ACCOUNT, spender: ROUTER, value: 7n * E18, nonce, deadline },
  })
  const recover = (permit: ReturnType<typeof permitOf>, signed: SignedPermit) =>
    verifyTypedData(
      permit.domain,
      permit.types,
      permit.value,
      Signature.from({ r: signed.r, s: signed.s, v: signed.v }),
    )

  it("signs the router's permit for the owner's current nonce, with the deadline from the clock", async () => {
    const { liquidity, lpReads, clock } = service()
    lpReads.setPermitNonce(128, usdtMdx.address, ACCOUNT, 3n)
    await clock.advance(10_000)
    const signed = await liquidity.signRemovePermit(permitInput)
    expect(lpReads.noncesAsked).toEqual([{ chainId: 128, pair: usdtMdx.address, owner: ACCOUNT }])
    expect(signed.deadline).toBe(1_700_001_210n)
    expect(recover(permitOf(3n, 1_700_001_210n), signed)).toBe(ACCOUNT)
    expect(recover(permitOf(0n, 1_700_001_210n), signed)).not.toBe(ACCOUNT)
  })

  it.each([
    ['27 or 28', (signature: string) => signature],
    ['0 or 1', (signature: string) => `${signature.slice(0, 130)}0${Number.parseInt(signature.slice(130), 16) - 27}`],
  ])('returns v as 27 or 28 when the wallet gives %s', async (_, reshape) => {
    const wallet = new InMemoryWallet(PRIVATE_KEY)
    const signer: TypedDataSigner = {
      signTypedData: async (domain, types, value) => reshape(await wallet.signTypedData(domain, types, value)),
    }
    const signed = await service(signer).liquidity.signRemovePermit(permitInput)
    const permit = permitOf(0n, DEADLINE)
    const expected = Signature.from(await wallet.signTypedData(permit.domain, permit.types, permit.value))
    expect({ v: signed.v, r: signed.r, s: signed.s }).toEqual({ v: expected.v, r: expected.r, s: expected.s })
    expect([27, 28]).toContain(signed.v)
    expect(recover(permit, signed)).toBe(ACCOUNT)
  })
})

describe('LiquidityService.remove', () => {
  it('refuses without an approval or a permit, estimating and sending nothing', async () => {
    const { liquidity, gas, submitter } = service()
    const error = await liquidity.remove({ ...removeInput, approved: false }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NoApprovalOrSignatureError)
    expect((error as Error).message).toBe(
      'Attempting to confirm without approval or a signature. Please contact support.',
    )
    expect(gas.asked).toEqual([])
    expect(submitter.submitted).toEqual([])
  })

  it('removes two tokens with removeLiquidity when approved, minimums at the slippage and the deadline from the clock', async () => {
    const { liquidity, gas, submitter } = service()
    const sent = await liquidity.remove(removeInput)
    expect(gas.asked).toHaveLength(1)
    expect(sent.methodName).toBe('removeLiquidity')
    const { request, tracked } = submitter.submitted[0]!
    expect(request).toMatchObject({ to: ROUTER, value: 0n, gasLimit: 110_000n })
    expect(decoded(request.data)).toEqual({
      name: 'removeLiquidity',
      args: [
        checksum(hecoUsdt.address),
        checksum(hecoMdx.address),
        7n * E18,
        99n * E18,
        39_600_000_000_000_000_000n,
        ACCOUNT,
        DEADLINE,
      ],
    })
    expect(tracked.summary).toEqual({
      kind: 'removeLiquidity',
      amountA: '100',
      symbolA: 'USDT',
      amountB: '40',
      symbolB: 'MDX',
    })
  })

  it("removes with removeLiquidityWithPermit and the permit's own deadline, not a fresh one", async () => {
    const { liquidity, submitter, clock } = service()
    const permit = await liquidity.signRemovePermit({
      config: hecoConfig,
      account: ACCOUNT,
      pair: usdtMdx.address,
      liquidity: 7n * E18,
      deadlineSeconds: 1200,
    })
    await clock.advance(300_000)
    const sent = await liquidity.remove({ ...removeInput, approved: false, permit })
    expect(sent.methodName).toBe('removeLiquidityWithPermit')
    expect(decoded(submitter.submitted[0]!.request.data)).toEqual({
      name: 'removeLiquidityWithPermit',
      args: [
        checksum(hecoUsdt.address),
        checksum(hecoMdx.address),
        7n * E18,
        99n * E18,
        39_600_000_000_000_000_000n,
        ACCOUNT,
        DEADLINE,
        false,
        BigInt(permit.v),
        permit.r,
        permit.s,
      ],
    })
  })

  it('tries removeLiquidityETH, then its fee-on-transfer form when the first reverts', async () => {
    const { liquidity, gas, submitter } = service()
    const args = [hecoUsdt.address, 3n * E18, 9_900_000_000_000_000_000n, 990_000_000_000_000_000n, ACCOUNT, DEADLINE]
    gas.outcomes.set(router.encodeFunctionData('removeLiquidityETH', args), {
      kind: 'reverted',
      reason: 'TransferHelper: TRANSFER_FAILED',
    })
    const amounts = { amountA: ht(E18), amountB: usdt(10n * E18), liquidity: 3n * E18 }
    const sent = await liquidity.remove({ ...removeInput, ...amounts })
    expect(gas.asked.map(({ data }) => decoded(data).name)).toEqual([
      'removeLiquidityETH',
      'removeLiquidityETHSupportingFeeOnTransferTokens',
    ])
    expect(sent.methodName).toBe('removeLiquidityETHSupportingFeeOnTransferTokens')
    expect(submitter.submitted.map(({ request }) => request.data)).toEqual([
      router.encodeFunctionData('removeLiquidityETHSupportingFeeOnTransferTokens', args),
    ])
    expect(submitter.submitted[0]!.tracked.summary).toEqual({
      kind: 'removeLiquidity',
      amountA: '1',
      symbolA: 'HT',
      amountB: '10',
      symbolB: 'USDT',
    })
  })

  it('tries the ...WithPermit native variants in the same order with a permit', async () => {
    const { liquidity, gas } = service()
    const permit = await liquidity.signRemovePermit({
      config: hecoConfig,
      account: ACCOUNT,
      pair: usdtWht.address,
      liquidity: 3n * E18,
      deadlineSeconds: 1200,
    })
    gas.estimate = async (_chainId, transaction) => {
      gas.asked.push(transaction)
      return { kind: 'reverted', reason: 'K()' }
    }
    const amounts = { amountA: usdt(10n * E18), amountB: ht(E18), liquidity: 3n * E18 }
    const error = await liquidity
      .remove({ ...removeInput, ...amounts, approved: false, permit })
      .catch((caught: unknown) => caught)
    expect(gas.asked.map(({ data }) => decoded(data).name)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ])
    expect(error).toBeInstanceOf(TransactionWouldFailError)
    expect((error as TransactionWouldFailError).details).toEqual({ reasons: ['K()', 'K()'] })
  })

  it('sends nothing when no variant estimates', async () => {
    const { liquidity, gas, submitter } = service()
    gas.estimate = async () => ({ kind: 'simulationSucceeded' })
    await expect(liquidity.remove(removeInput)).rejects.toBeInstanceOf(TransactionWouldFailError)
    expect(submitter.submitted).toEqual([])
  })
})
