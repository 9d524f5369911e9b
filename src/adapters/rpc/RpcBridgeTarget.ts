import { getAddress, Wallet } from 'ethers'
import type { BridgeTarget, BridgeTransfer } from '../../ports/BridgeTarget'
import type { JsonRpc } from '../../ports/JsonRpc'
import { FomoBridge__factory } from '../contracts/generated'

const bridgeInterface = FomoBridge__factory.createInterface()
const TRANSFERRED = bridgeInterface.getEvent('Transferred').topicHash

/** Where the target's FomoBridge is and who pays from it. */
export interface RpcBridgeTargetOptions {
  chainId: number
  rpc: JsonRpc
  /** FomoBridge on this chain. */
  bridge: string
  /** The operator's private key (FOMO_RELAYER_KEY): the one account `transferToken` accepts. */
  operatorKey: string
  /** The bridge's deployment block: where the search for a `Transferred` log starts. */
  fromBlock: number
}

/**
 * The target chain's FomoBridge over JSON-RPC: reads with `eth_call`, sends `transferToken` as a raw transaction
 * signed locally with the operator key (nonce from the node's pending count, gas estimated first so a call the
 * contract would refuse costs nothing and fails with its reason, the node's gas price).
 */
export class RpcBridgeTarget implements BridgeTarget {
  readonly chainId: number
  private readonly wallet: Wallet

  constructor(private readonly options: RpcBridgeTargetOptions) {
    this.chainId = options.chainId
    this.wallet = new Wallet(options.operatorKey)
  }

  /** The operator's address. */
  get operator(): string {
    return this.wallet.address
  }

  async isTransferred(key: string): Promise<boolean> {
    const result: string = await this.call(bridgeInterface.encodeFunctionData('hashs', [key]))
    return BigInt(result) !== 0n
  }

  async transferTransaction(key: string): Promise<string | undefined> {
    const logs: { transactionHash: string; removed?: boolean }[] = await this.options.rpc.send('eth_getLogs', [
      {
        address: this.options.bridge,
        topics: [TRANSFERRED, key],
        fromBlock: `0x${this.options.fromBlock.toString(16)}`,
        toBlock: 'latest',
      },
    ])
    return logs
      .filter((log) => !log.removed)
      .at(-1)
      ?.transactionHash.toLowerCase()
  }

  async send(transfer: BridgeTransfer): Promise<string> {
    const { rpc, bridge, chainId } = this.options
    const data = bridgeInterface.encodeFunctionData('transferToken', [
      getAddress(transfer.sourceToken),
      getAddress(transfer.recipient),
      transfer.amount,
      transfer.nonce,
      transfer.sourceTxHash,
    ])
    const from = this.wallet.address
    const [nonce, gas, gasPrice] = await Promise.all([
      rpc.send('eth_getTransactionCount', [from, 'pending']),
      rpc.send('eth_estimateGas', [{ from, to: bridge, data }]), // refuses what would revert, with the reason
      rpc.send('eth_gasPrice', []),
    ])
    const raw = await this.wallet.signTransaction({
      type: 0,
      chainId,
      to: bridge,
      data,
      nonce: Number(BigInt(nonce)),
      gasLimit: (BigInt(gas) * 12n) / 10n, // headroom: the cap's day may roll over between estimate and inclusion
      gasPrice: BigInt(gasPrice),
    })
    const hash: string = await rpc.send('eth_sendRawTransaction', [raw])
    return hash.toLowerCase()
  }

  async transactionStatus(txHash: string): Promise<'succeeded' | 'reverted' | 'pending' | 'unknown'> {
    const receipt: { status: string } | null = await this.options.rpc.send('eth_getTransactionReceipt', [txHash])
    if (receipt) return BigInt(receipt.status) === 1n ? 'succeeded' : 'reverted'
    const transaction: unknown = await this.options.rpc.send('eth_getTransactionByHash', [txHash])
    return transaction ? 'pending' : 'unknown'
  }

  async operatorBusy(): Promise<boolean> {
    const from = this.wallet.address
    const [pending, latest] = await Promise.all([
      this.options.rpc.send('eth_getTransactionCount', [from, 'pending']),
      this.options.rpc.send('eth_getTransactionCount', [from, 'latest']),
    ])
    return BigInt(pending) > BigInt(latest)
  }

  private call(data: string): Promise<string> {
    return this.options.rpc.send('eth_call', [{ to: this.options.bridge, data }, 'latest'])
  }
}
