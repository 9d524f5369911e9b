import { NonceManager, Wallet } from 'ethers'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { DeploymentRecords } from '../../ports/DeploymentRecords'
import { connectJsonRpc } from '../rpc/connectJsonRpc'
import { BRIDGE_SYMBOLS } from './bridgeSeedPlan'
import { deployBridge } from './deployBridge'
import { DEVNET_SIGNER_ACCOUNT, devAccounts, devnetRelayerAccount } from './devAccounts'

/** One deployed devnet chain, as startDevnet holds it. */
interface ChainWithRecord {
  chain: { chainId: number }
  rpcUrl: string
  record: DeploymentRecord
}

/**
 * Gives each devnet chain a FomoBridge paired with the other chain, once both chains are deployed (a bridge lists the
 * peer's token addresses as twins): deploys one where the record has none, where its code is gone, or where the
 * twins it lists are no longer the peer's tokens (the peer was deployed again), and writes the record. A chain whose
 * bridge is in order is left as it is, so a restart changes nothing.
 */
export async function ensureBridges(
  chains: ChainWithRecord[],
  records: DeploymentRecords,
  progress: (line: string) => void,
): Promise<void> {
  for (const status of chains) {
    const peer = chains.find((other) => other !== status)
    if (!peer) return
    const peerTokens = new Map(peer.record.tokens.map((token) => [token.symbol, token.address]))
    const provider = await connectJsonRpc(status.rpcUrl, status.chain.chainId, { batchWaitMs: 0 })
    provider.pollingInterval = 100
    try {
      const { record } = status
      if (record.contracts.bridge && record.bridge && (await provider.getCode(record.contracts.bridge)) !== '0x') {
        const stale = BRIDGE_SYMBOLS.some((symbol) => record.bridge?.tokens[symbol]?.remote !== peerTokens.get(symbol))
        if (!stale && record.bridge.peerChainId === peer.chain.chainId) continue
      }
      const accounts = devAccounts()
      const deployer = new NonceManager(new Wallet(accounts[0]!.privateKey, provider))
      const deployment = await deployBridge(deployer, provider, {
        peerChainId: peer.chain.chainId,
        signer: accounts[DEVNET_SIGNER_ACCOUNT]!.address,
        operator: devnetRelayerAccount().address,
        tokens: new Map(record.tokens.map((token) => [token.symbol, token.address])),
        remoteTokens: peerTokens,
      })
      status.record = {
        ...record,
        contracts: { ...record.contracts, ...deployment.contracts },
        bridge: deployment.bridge,
      }
      await records.write(status.record)
      progress(`chain ${status.chain.chainId}: added the bridge to chain ${peer.chain.chainId}, with its inventory`)
    } finally {
      provider.destroy()
    }
  }
}
