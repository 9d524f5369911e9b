import { join } from 'node:path'
import type { Command } from 'commander'
import { bridgeRecordProblems } from '../../domain/deployment/bridgeRecordProblems'
import { FomoError } from '../../domain/errors/FomoError'
import type { CliContext } from '../CliContext'
import { BridgeRecordMismatchError } from '../errors/BridgeRecordMismatchError'
import { DeploymentCodeMissingError } from '../errors/DeploymentCodeMissingError'
import { DeploymentMismatchError } from '../errors/DeploymentMismatchError'
import { parseRpcUrl } from '../parseRpcUrl'

interface ChainStatus {
  chainId: number
  rpcUrl?: string
  blockNumber?: number
  ok: boolean
  problem?: string
}

/**
 * `fomo status`: checks each chain's deployment record, RPC and contracts, the bridge's pairing with the other chain
 * (its peer, operator and each token's twin, in both records and on chain) and, on a real deployment, every value
 * `fomo deploy --verify-only` checks against the plan kept beside the record; says what to fix, and exits 1 on any
 * problem. The records are the devnet's, or those of `--deployments` (FOMO_DEPLOYMENTS_DIR); the global `--rpc`
 * is the `--chain` chain's node.
 */
export function registerStatusCommand(program: Command, context: CliContext): void {
  const command = program.command('status').description('check the deployment records, RPC endpoints and contracts')
  for (const chain of context.devnet.chains) {
    command.option(
      `--rpc-${chain.chainId} <url>`,
      `JSON-RPC URL of chain ${chain.chainId} (default: its record's)`,
      parseRpcUrl,
    )
  }
  command.action(async (options: { [rpc: `rpc${number}`]: string | undefined }) => {
    const settings = context.config()
    const { output } = settings
    const records = context.records()
    const recordsDir = settings.deploymentsDir ?? join(settings.devnetDir, 'deployments')
    const statuses = await Promise.all(
      (await context.recordChains()).map(async (chainId): Promise<ChainStatus> => {
        try {
          const record = await records.read(chainId)
          // --rpc-<id>, else the global --rpc for the --chain chain, else the record's
          const rpcUrl =
            options[`rpc${chainId}`] ?? (chainId === settings.chainId ? settings.rpcUrl : undefined) ?? record.rpcUrl
          const node = await context.devnet.probe(rpcUrl, chainId)
          try {
            const missing = []
            for (const [name, address] of Object.entries(record.contracts)) {
              if (!(await node.hasCode(address))) missing.push(name)
            }
            if (missing.length > 0) {
              throw new DeploymentCodeMissingError(chainId, rpcUrl, missing)
            }
            if (record.contracts.bridge && record.bridge) {
              const peer = await records.read(record.bridge.peerChainId).catch((error) => {
                if (error instanceof FomoError) return undefined
                throw error
              })
              const tokens = Object.fromEntries(Object.entries(record.bridge.tokens).map(([s, t]) => [s, t.address]))
              const onChain = await node.readBridge(record.contracts.bridge, tokens)
              const problems = bridgeRecordProblems(record, peer, onChain)
              if (problems.length > 0) throw new BridgeRecordMismatchError(chainId, problems)
            }
            // a real deployment: the chain read against the plan `fomo deploy` kept, as --verify-only does
            const drift = await context.deploy.drift({ chainId, rpcUrl, recordsDir })
            if (drift && drift.length > 0) throw new DeploymentMismatchError(chainId, drift)
            return { chainId, rpcUrl, blockNumber: await node.blockNumber(), ok: true }
          } finally {
            node.close()
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
