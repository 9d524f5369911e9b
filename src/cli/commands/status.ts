import type { Command } from 'commander'
import { DEVNET_CHAINS } from '../../adapters/devnet/devnetChains'
import { connectJsonRpc } from '../../adapters/rpc/connectJsonRpc'
import { FomoError } from '../../domain/errors/FomoError'
import type { CliContext } from '../CliContext'

interface ChainStatus {
  chainId: number
  rpcUrl?: string
  blockNumber?: number
  ok: boolean
  problem?: string
}

/** `fomo status`: checks each chain's deployment record, RPC and contracts, and says what to fix. */
export function registerStatusCommand(program: Command, context: CliContext): void {
  const command = program.command('status').description('check the deployment records, RPC endpoints and contracts')
  for (const chain of DEVNET_CHAINS) {
    command.option(`--rpc-${chain.chainId} <url>`, `JSON-RPC URL of chain ${chain.chainId} (default: its record's)`)
  }
  command.action(async (options: Record<string, string | undefined>) => {
    const { output } = context.config()
    const records = context.records()
    const statuses = await Promise.all(
      DEVNET_CHAINS.map(async ({ chainId }): Promise<ChainStatus> => {
        try {
          const record = await records.read(chainId)
          const rpcUrl = options[`rpc${chainId}`] ?? record.rpcUrl
          const provider = await connectJsonRpc(rpcUrl, chainId)
          try {
            const missing = []
            for (const [name, address] of Object.entries(record.contracts)) {
              if ((await provider.getCode(address)) === '0x') missing.push(name)
            }
            if (missing.length > 0) {
              throw new FomoError(
                `Chain ${chainId} at ${rpcUrl} has no code at the recorded ${missing.join(', ')}: the chain was reset without its record. Run \`npm run devnet:reset\`, then \`npm start\`.`,
              )
            }
            return { chainId, rpcUrl, blockNumber: await provider.getBlockNumber(), ok: true }
          } finally {
            provider.destroy()
          }
        } catch (error) {
          if (!(error instanceof FomoError)) throw error
          return { chainId, ok: false, problem: error.message }
        }
      }),
    )
    output.result({ chains: statuses }, () => {
      for (const status of statuses) {
        output.line(
          status.ok
            ? `chain ${status.chainId}: ok at ${status.rpcUrl}, block ${status.blockNumber}`
            : `chain ${status.chainId}: ${status.problem}`,
        )
      }
    })
    if (statuses.some((status) => !status.ok)) process.exitCode = 1
  })
}
