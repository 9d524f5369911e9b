import type { Command } from 'commander'
import type { Token } from '../../domain/currency/Token'
import { wrapCurrency } from '../../domain/currency/wrapCurrency'
import { formatUnits } from '../../domain/format/formatUnits'
import { computePoolFindState } from '../../domain/pool/computePoolFindState'
import { addSavedPair } from '../../domain/settings/addSavedPair'
import { repairUserSettings } from '../../domain/settings/repairUserSettings'
import type { SavedToken } from '../../domain/settings/UserSettings'
import type { CliContext } from '../CliContext'
import type { ChainSession } from '../compositionRoot'
import { InvalidPoolPairError } from '../errors/InvalidPoolPairError'
import { findSessionPair } from '../findSessionPair'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { sessionCurrency } from '../sessionCurrency'

/**
 * `fomo pool find <tokenA> <tokenB>`: the pool finder (spec sections 4 and 8): 'Invalid pair.' (exit 1), 'No pool
 * found.', "You don't have liquidity in this pool yet." or 'Pool Found!'. An existing pair is saved in the settings,
 * as the app's finder imports it.
 */
export function registerPoolFindCommand(pool: Command, context: CliContext): void {
  addReaderOptions(
    pool
      .command('find')
      .description('find the pool of two tokens and your liquidity in it; an existing pool is saved in your settings')
      .argument('<tokenA>', 'token symbol or address, or the native coin')
      .argument('<tokenB>', 'token symbol or address, or the native coin'),
    'whose liquidity to look for',
  ).action(async (a: string, b: string, options: ReaderOptions) => {
    const { output } = context.config()
    const result = await context.withChain(readerSigner(options), async (session) => {
      const owner = await readerAccount(session, options)
      const [currencyA, currencyB] = [sessionCurrency(session, a), sessionCurrency(session, b)]
      const identical = wrapCurrency(currencyA).address === wrapCurrency(currencyB).address
      const pair = identical ? undefined : await findSessionPair(session, currencyA, currencyB)
      const [liquidity] = pair
        ? await session.ports.reads.balancesOf(session.config.chainId, owner, [pair.liquidityToken])
        : [0n]
      const state = computePoolFindState({
        identical,
        reserves: pair ? [pair.reserve0, pair.reserve1] : undefined,
        liquidity: liquidity ?? 0n,
      })
      if (state.kind === 'invalid') {
        throw new InvalidPoolPairError(state.message)
      }
      if (pair) await savePair(session, pair.token0, pair.token1)
      return {
        state: state.kind,
        message: state.message,
        pair: pair?.address,
        saved: pair !== undefined,
        liquidity: liquidity ?? 0n,
      }
    })
    output.result(result, () => {
      output.line(result.message)
      if (result.pair) {
        const held = formatUnits(result.liquidity, 18) // Fomo-LP has 18 decimals
        output.line(`pool ${result.pair} (saved in your settings), your liquidity ${held} Fomo-LP`)
      }
      if (result.state === 'not-found') output.line(`Create it with \`fomo pool add ${a} ${b} <amountA> <amountB>\`.`)
      if (result.state === 'no-position') output.line(`Add liquidity with \`fomo pool add ${a} ${b} <amount>\`.`)
    })
  })
}

async function savePair(session: ChainSession, token0: Token, token1: Token): Promise<void> {
  const store = session.ports.settings
  const now = Date.now()
  const saved = (token: Token): SavedToken => ({
    chainId: token.chainId,
    address: token.address,
    decimals: token.decimals,
    symbol: token.symbol,
    name: token.name,
  })
  const settings = addSavedPair(
    repairUserSettings(await store.read(), now),
    { token0: saved(token0), token1: saved(token1) },
    now,
  )
  await store.write(settings)
}
