import type { Command } from 'commander'
import { FomoRouter__factory } from '../../adapters/contracts/generated'
import type { Currency } from '../../domain/currency/Currency'
import { wrapCurrency } from '../../domain/currency/wrapCurrency'
import { FomoError } from '../../domain/errors/FomoError'
import { formatLpBalance } from '../../domain/format/formatLpBalance'
import { formatPoolShare } from '../../domain/format/formatPoolShare'
import { formatUnits } from '../../domain/format/formatUnits'
import { parseTypedAmount } from '../../domain/input/parseTypedAmount'
import { buildPermit } from '../../domain/liquidity/buildPermit'
import { calculateSlippageAmount } from '../../domain/liquidity/calculateSlippageAmount'
import { computePoolShare } from '../../domain/liquidity/computePoolShare'
import { computePositionValue } from '../../domain/liquidity/computePositionValue'
import { quoteDependentAmount } from '../../domain/liquidity/quoteDependentAmount'
import { parseDeadlineInput } from '../../domain/settings/parseDeadlineInput'
import { parseSlippageInput } from '../../domain/settings/parseSlippageInput'
import { DEFAULT_DEADLINE_SECONDS } from '../../domain/settings/settingsConstants'
import { addLiquidityInputError } from '../../domain/swap/addLiquidityInputError'
import { chooseLiquidityCall } from '../../domain/swap/chooseLiquidityCall'
import { inputErrorMessage } from '../../domain/swap/inputErrorMessage'
import { removeLiquidityInputError } from '../../domain/swap/removeLiquidityInputError'
import { loadPairs } from '../../domain/trade/loadPairs'
import type { Pair } from '../../domain/trade/Pair'
import { GasEstimator } from '../../ports/GasEstimator'
import { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import { PairReserves } from '../../ports/PairReserves'
import { TokenBalances } from '../../ports/TokenBalances'
import { Wallet } from '../../ports/Wallet'
import { approveRouter } from '../approveRouter'
import type { CliContext } from '../CliContext'
import type { ChainSession } from '../compositionRoot'
import { currencyBalance } from '../currencyBalance'
import { findSessionPair } from '../findSessionPair'
import { parsePercent } from '../parsePercent'
import { sendTracked } from '../sendTracked'
import { sessionCurrency } from '../sessionCurrency'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { registerPoolFindCommand } from './poolFind'

const router = FomoRouter__factory.createInterface()

/** `fomo pool find | list | add | remove`: finding a pool, liquidity positions, adding liquidity, and removing it with a permit. */
export function registerPoolCommand(program: Command, context: CliContext): void {
  const pool = program
    .command('pool')
    .description('liquidity: find a pool, list positions, add, remove (with a permit signature)')

  registerPoolFindCommand(pool, context)

  addSignerOptions(
    pool.command('list').description('your liquidity positions').option('--address <address>', 'whose positions'),
  ).action(async (options: Record<string, unknown>) => {
    const { output } = context.config()
    const signer = options.address === undefined ? signerOptionsOf(options) : undefined
    const positions = await context.withChain(signer, async (session) => {
      const owner = (options.address as string | undefined) ?? (await session.container.get<Wallet>(Wallet).address())
      return listPositions(session, owner)
    })
    output.result({ positions }, () => {
      if (positions.length === 0) output.line('No liquidity found.')
      for (const p of positions) {
        output.line(`${p.pair}  ${p.symbol0}/${p.symbol1}  LP ${p.display.liquidity}  share ${p.display.share}`)
        output.line(`    pooled ${p.exact.amount0} ${p.symbol0} + ${p.exact.amount1} ${p.symbol1}`)
      }
    })
  })

  addSignerOptions(
    pool
      .command('add')
      .description('add liquidity; without <amountB> on an existing pool, it follows the pool price')
      .argument('<tokenA>')
      .argument('<tokenB>')
      .argument('<amountA>')
      .argument('[amountB]', 'required for a new pool: the first provider sets the price')
      .option('--slippage <percent>', 'slippage tolerance in percent, below 50', '0.5')
      .option('--deadline <minutes>', 'minutes until the transaction expires', String(DEFAULT_DEADLINE_SECONDS / 60)),
  ).action(async (a: string, b: string, amountAText: string, amountBText: string | undefined, options) => {
    const { output } = context.config()
    const slippageBips = parseSlippageInput(options.slippage)
    const deadlineSeconds = parseDeadlineInput(options.deadline)
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const account = await session.container.get<Wallet>(Wallet).address()
      const [currencyA, currencyB] = [sessionCurrency(session, a), sessionCurrency(session, b)]
      const pair = await findSessionPair(session, currencyA, currencyB)
      const amountA = parseTypedAmount(amountAText, currencyA)
      const amountB =
        amountBText !== undefined
          ? parseTypedAmount(amountBText, currencyB)
          : pair && amountA
            ? { currency: currencyB, raw: dependentAmount(pair, currencyA, amountA.raw) }
            : undefined
      const [balanceA, balanceB] = await Promise.all([
        currencyBalance(session, account, currencyA),
        currencyBalance(session, account, currencyB),
      ])
      const error = addLiquidityInputError({
        account,
        currencyA,
        currencyB,
        pairState:
          wrapCurrency(currencyA).address === wrapCurrency(currencyB).address
            ? 'INVALID'
            : pair
              ? 'EXISTS'
              : 'NOT_EXISTS',
        amountA,
        amountB,
        balanceA: balanceA === undefined ? undefined : { currency: currencyA, raw: balanceA },
        balanceB: balanceB === undefined ? undefined : { currency: currencyB, raw: balanceB },
      })
      if (error) throw new FomoError(inputErrorMessage(error), { details: { check: error.key } })
      const approvals = [
        await approveRouter(session, account, amountA!),
        await approveRouter(session, account, amountB!),
      ]
      const deadline = BigInt(Math.floor(Date.now() / 1000) + deadlineSeconds)
      const min = (raw: bigint) => (pair ? calculateSlippageAmount(raw, slippageBips)[0] : raw) // a first provider sets the price exactly
      const native = [amountA!, amountB!].find((x) => x.currency.kind === 'native')
      const token = [amountA!, amountB!].find((x) => x.currency.kind !== 'native')!
      const data = native
        ? router.encodeFunctionData('addLiquidityETH', [
            wrapCurrency(token.currency).address,
            token.raw,
            min(token.raw),
            min(native.raw),
            account,
            deadline,
          ])
        : router.encodeFunctionData('addLiquidity', [
            wrapCurrency(currencyA).address,
            wrapCurrency(currencyB).address,
            amountA!.raw,
            amountB!.raw,
            min(amountA!.raw),
            min(amountB!.raw),
            account,
            deadline,
          ])
      const value = native?.raw ?? 0n
      const { gasLimit } = await estimated(session, account, [{ data, value }])
      const summary = `Add ${formatUnits(amountA!.raw, currencyA.decimals)} ${currencyA.symbol} and ${formatUnits(amountB!.raw, currencyB.decimals)} ${currencyB.symbol}`
      const receipt = await sendTracked(
        session,
        { to: session.config.routerAddress, data, value, gasLimit },
        { summary },
      )
      return {
        approvals: approvals.filter(Boolean),
        hash: receipt.transactionHash,
        firstProvider: !pair,
        amountA: amountA!.raw,
        amountB: amountB!.raw,
      }
    })
    output.result(result, () =>
      output.line(`Added liquidity${result.firstProvider ? ' (new pool: you set its price)' : ''}: ${result.hash}`),
    )
  })

  addSignerOptions(
    pool
      .command('remove')
      .description('remove a whole-number percent of your liquidity, signing a permit instead of approving')
      .argument('<tokenA>')
      .argument('<tokenB>')
      .argument('<percent>', '1 to 100')
      .option('--slippage <percent>', 'slippage tolerance in percent, below 50', '0.5')
      .option(
        '--deadline <minutes>',
        'minutes until the permit and transaction expire',
        String(DEFAULT_DEADLINE_SECONDS / 60),
      ),
  ).action(async (a: string, b: string, percentText: string, options) => {
    const { output } = context.config()
    const slippageBips = parseSlippageInput(options.slippage)
    const deadlineSeconds = parseDeadlineInput(options.deadline)
    const percent = parsePercent(percentText)
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const wallet = session.container.get<Wallet>(Wallet)
      const account = await wallet.address()
      const [currencyA, currencyB] = [sessionCurrency(session, a), sessionCurrency(session, b)]
      const pair = await findSessionPair(session, currencyA, currencyB)
      if (!pair) throw new FomoError(`No pool found for ${currencyA.symbol}/${currencyB.symbol}.`)
      const { chainId, routerAddress } = session.config
      const reads = session.container.get<LiquidityTokenReads>(LiquidityTokenReads)
      const [[lpBalance], [totalSupply]] = await Promise.all([
        session.container.get<TokenBalances>(TokenBalances).balancesOf(chainId, account, [pair.address]),
        reads.totalSupplies(chainId, [pair.address]),
      ])
      const liquidity = ((lpBalance ?? 0n) * percent) / 100n
      const value = computePositionValue(pair, totalSupply ?? 0n, liquidity)
      const aIsToken0 = wrapCurrency(currencyA).address === pair.token0.address
      const [rawA, rawB] = aIsToken0 ? [value.amount0, value.amount1] : [value.amount1, value.amount0]
      const error = removeLiquidityInputError({
        account,
        liquidityAmount: liquidity === 0n ? undefined : liquidity,
        amountA: rawA === 0n ? undefined : rawA,
        amountB: rawB === 0n ? undefined : rawB,
      })
      if (error)
        throw new FomoError(lpBalance ? inputErrorMessage(error) : "You don't have liquidity in this pool yet.")
      const deadline = BigInt(Math.floor(Date.now() / 1000) + deadlineSeconds)
      const nonce = await reads.permitNonce(chainId, pair.address, account)
      const permit = buildPermit({
        chainId,
        pair: pair.address,
        owner: account,
        spender: routerAddress,
        value: liquidity,
        nonce,
        deadline,
      })
      const signature = await wallet.signTypedData(permit.domain, permit.types, permit.value)
      const { v, r, s } = splitSignature(signature)
      const [minA, minB] = [
        calculateSlippageAmount(rawA, slippageBips)[0],
        calculateSlippageAmount(rawB, slippageBips)[0],
      ]
      const native = currencyA.kind === 'native' ? 'A' : currencyB.kind === 'native' ? 'B' : undefined
      const calls = native
        ? (() => {
            const token = wrapCurrency(native === 'A' ? currencyB : currencyA).address
            const [minToken, minNative] = native === 'A' ? [minB, minA] : [minA, minB]
            const args = [token, liquidity, minToken, minNative, account, deadline, false, v, r, s]
            return [
              {
                method: 'removeLiquidityETHWithPermit',
                data: router.encodeFunctionData('removeLiquidityETHWithPermit', args as never),
              },
              {
                method: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
                data: router.encodeFunctionData(
                  'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
                  args as never,
                ),
              },
            ]
          })()
        : [
            {
              method: 'removeLiquidityWithPermit',
              data: router.encodeFunctionData('removeLiquidityWithPermit', [
                wrapCurrency(currencyA).address,
                wrapCurrency(currencyB).address,
                liquidity,
                minA,
                minB,
                account,
                deadline,
                false,
                v,
                r,
                s,
              ]),
            },
          ]
      const { call, gasLimit } = await estimated(
        session,
        account,
        calls.map((c) => ({ ...c, value: 0n })),
      )
      const summary = `Remove ${formatUnits(rawA, currencyA.decimals)} ${currencyA.symbol} and ${formatUnits(rawB, currencyB.decimals)} ${currencyB.symbol}`
      const receipt = await sendTracked(session, { to: routerAddress, data: call.data, gasLimit }, { summary })
      return { hash: receipt.transactionHash, method: call.method, liquidity, amountA: rawA, amountB: rawB }
    })
    output.result(result, () =>
      output.line(`Removed ${percentText}% of your liquidity (${result.method}): ${result.hash}`),
    )
  })
}

function dependentAmount(pair: Pair, currencyA: Currency, rawA: bigint): bigint {
  const aIsToken0 = wrapCurrency(currencyA).address === pair.token0.address
  return aIsToken0
    ? quoteDependentAmount(rawA, pair.reserve0, pair.reserve1)
    : quoteDependentAmount(rawA, pair.reserve1, pair.reserve0)
}

async function estimated<T extends { data: string; value: bigint }>(
  session: ChainSession,
  account: string,
  calls: T[],
) {
  const estimator = session.container.get<GasEstimator>(GasEstimator)
  const { chainId, routerAddress } = session.config
  const candidates = await Promise.all(
    calls.map(async (call) => ({
      call,
      outcome: await estimator.estimate(chainId, {
        from: account,
        to: routerAddress,
        data: call.data,
        value: call.value,
      }),
    })),
  )
  return chooseLiquidityCall(candidates)
}

function splitSignature(signature: string): { v: number; r: string; s: string } {
  return {
    r: `0x${signature.slice(2, 66)}`,
    s: `0x${signature.slice(66, 130)}`,
    v: Number.parseInt(signature.slice(130, 132), 16),
  }
}

/** One position: the pair, the LP balance and share, and the pooled amounts it is worth. */
async function listPositions(session: ChainSession, owner: string) {
  const { chainId } = session.config
  const pairs = await loadPairs(session.config, session.tokens, session.container.get<PairReserves>(PairReserves))
  const addresses = pairs.map((p) => p.address)
  const [balances, supplies] = await Promise.all([
    session.container.get<TokenBalances>(TokenBalances).balancesOf(chainId, owner, addresses),
    session.container.get<LiquidityTokenReads>(LiquidityTokenReads).totalSupplies(chainId, addresses),
  ])
  return pairs.flatMap((pair, i) => {
    const liquidity = balances[i] ?? 0n
    const totalSupply = supplies[i] ?? 0n
    if (liquidity === 0n || totalSupply === 0n) return []
    const value = computePositionValue(pair, totalSupply, liquidity)
    return [
      {
        pair: pair.address,
        symbol0: pair.token0.symbol,
        symbol1: pair.token1.symbol,
        liquidity,
        totalSupply,
        amount0: value.amount0,
        amount1: value.amount1,
        exact: {
          amount0: formatUnits(value.amount0, pair.token0.decimals),
          amount1: formatUnits(value.amount1, pair.token1.decimals),
        },
        display: {
          liquidity: formatLpBalance(liquidity),
          share: formatPoolShare(computePoolShare(liquidity, totalSupply), 2),
        },
      },
    ]
  })
}
