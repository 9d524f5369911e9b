import type { Command } from 'commander'
import { formatUnits } from '../../domain/format/formatUnits'
import type { CliContext } from '../CliContext'
import { hasSigner } from '../hasSigner'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { signerOptionsOf } from '../signerOptions'

/** `fomo tokens`: the chain's tokens, with the balances of an address or of the signing account. */
export function registerTokensCommand(program: Command, context: CliContext): void {
  const command = program
    .command('tokens')
    .description("list the chain's tokens with balances (of --address, or of the signing account)")
  addReaderOptions(command, 'whose balances to show').action(async (options: ReaderOptions) => {
    const { output } = context.config()
    // without --address or a signer the command lists the tokens alone
    const signer = options.address === undefined && hasSigner(options) ? signerOptionsOf(options) : undefined
    const rows = await context.withChain(signer, async (session) => {
      const owner =
        options.address !== undefined || signer !== undefined ? await readerAccount(session, options) : undefined
      const native = session.config.nativeCurrency
      // the native coin and every token in one batch
      const [nativeBalance, ...balances] = owner
        ? await session.ports.reads.balancesOf(session.config.chainId, owner, [native, ...session.tokens])
        : []
      return [
        { symbol: native.symbol, name: native.name, address: null, decimals: native.decimals, balance: nativeBalance },
        ...session.tokens.map((token, i) => ({
          symbol: token.symbol,
          name: token.name,
          address: token.address,
          decimals: token.decimals,
          balance: balances[i],
        })),
      ]
    })
    const listed = rows.map((row) => ({
      ...row,
      balance: row.balance?.toString() ?? null,
      exact: row.balance === undefined ? null : formatUnits(row.balance, row.decimals),
    }))
    output.result({ tokens: listed }, () => {
      // the exact balance, every digit: a display rounded to six significant digits hid 1000403.006 as 1000400
      for (const row of listed)
        output.line(`${row.symbol.padEnd(6)} ${(row.address ?? 'native').padEnd(42)} ${row.exact ?? ''}`.trimEnd())
    })
  })
}
