import type { Command } from 'commander'
import { formatBalance } from '../../domain/format/formatBalance'
import { formatUnits } from '../../domain/format/formatUnits'
import type { CliContext } from '../CliContext'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

/** `fomo tokens`: the chain's tokens, with the balances of an address or of the signing account. */
export function registerTokensCommand(program: Command, context: CliContext): void {
  const command = program
    .command('tokens')
    .description("list the chain's tokens with balances (of --address, or of the signing account)")
    .option('--address <address>', 'whose balances to show')
  addSignerOptions(command).action(async (options: Record<string, unknown>) => {
    const { output } = context.config()
    const signer = signerOptionsOf(options)
    const wantsWallet = options.address === undefined && Object.values(signer).some((v) => v !== undefined)
    const rows = await context.withChain(wantsWallet ? signer : undefined, async (session) => {
      const owner = (options.address as string | undefined) ?? (wantsWallet ? session.signer().account : undefined)
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
    output.result(
      {
        tokens: rows.map((row) => ({
          ...row,
          balance: row.balance?.toString() ?? null,
          exact: row.balance === undefined ? null : formatUnits(row.balance, row.decimals),
        })),
      },
      () => {
        for (const row of rows) {
          const balance = row.balance === undefined ? '' : formatBalance(row.balance, row.decimals)
          output.line(`${row.symbol.padEnd(6)} ${(row.address ?? 'native').padEnd(42)} ${balance}`)
        }
      },
    )
  })
}
