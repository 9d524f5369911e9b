import { type JsonRpcProvider, NonceManager, Wallet } from 'ethers'
import { DevToken__factory, FomoBridge__factory } from '../../../../src/adapters/contracts/generated'
import { devAccounts } from '../../../../src/adapters/devnet/devAccounts'
import type { CollectedEvent } from '../../../../src/domain/bridge/BridgeEvent'

/** The dev account the tests make the bridge's operator (the relayer's key). */
export const OPERATOR = devAccounts()[8]!
const ADMIN = devAccounts()[0]!
export const DESTROY = '0x000000000000000000000000000000000000dEaD'

/** A FomoBridge on the target chain with one listed token and its inventory, as the relayer's tests need it. */
export interface TargetBridge {
  bridge: string
  /** The target token paid out. */
  token: string
  /** The source token it is the twin of (any address: the target never calls it). */
  sourceToken: string
  deployBlock: number
  /** The admin's handle on the bridge (caps, pausing). */
  admin: ReturnType<typeof FomoBridge__factory.connect>
  balanceOf(account: string): Promise<bigint>
  /** Every `Transferred` log of the bridge, as [key, tx hash]. */
  transfers(): Promise<[string, string][]>
}

/** Deploys FomoBridge (peer `peerChainId`, operator OPERATOR) and a DevToken twin with `inventory` on it. */
export async function deployTargetBridge(
  provider: JsonRpcProvider,
  peerChainId: number,
  options: { inventory: bigint; dailyCap: bigint },
): Promise<TargetBridge> {
  const admin = new NonceManager(new Wallet(ADMIN.privateKey, provider))
  const token = await new DevToken__factory(admin).deploy('Bridged', 'BRG')
  await token.waitForDeployment()
  const bridge = await new FomoBridge__factory(admin).deploy(
    ADMIN.address,
    ADMIN.address,
    OPERATOR.address,
    DESTROY,
    peerChainId,
    0,
  )
  const receipt = await (await bridge.waitForDeployment()).deploymentTransaction()!.wait()
  const bridgeAddress = (await bridge.getAddress()).toLowerCase()
  const tokenAddress = (await token.getAddress()).toLowerCase()
  const sourceToken = `0x${'5e'.repeat(20)}`
  await (await token.mint(bridgeAddress, options.inventory)).wait()
  await (await bridge.collectionTokenInit(tokenAddress, sourceToken, 0, options.dailyCap)).wait()
  return {
    bridge: bridgeAddress,
    token: tokenAddress,
    sourceToken,
    deployBlock: receipt!.blockNumber,
    admin: FomoBridge__factory.connect(bridgeAddress, admin),
    balanceOf: (account) => DevToken__factory.connect(tokenAddress, provider).balanceOf(account),
    async transfers() {
      const events = await bridge.queryFilter(bridge.filters.Transferred(), receipt!.blockNumber)
      return events.map((event) => [event.args.key.toLowerCase(), event.transactionHash.toLowerCase()])
    },
  }
}

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

/** A collection on `sourceChainId` as the indexer would store it, paying `payout` of `sourceToken`'s twin. */
export function collection(
  sourceChainId: number,
  target: { chainId: number; sourceToken: string },
  n: number,
  recipient: string,
  payout: bigint,
): CollectedEvent {
  return {
    kind: 'collected',
    chainId: sourceChainId,
    txHash: hash(0xc011ec7 * 1_000 + n),
    logIndex: n % 3,
    blockNumber: 100 + n,
    time: 1_700_000_000 + n,
    bridge: SOURCE_BRIDGE,
    sender: recipient,
    token: target.sourceToken,
    amount: payout,
    destroyAmount: 0n,
    fee: 0n,
    payout,
    code: hash(n),
    recipient: recipient.toLowerCase(),
    targetChainId: target.chainId,
    nonce: BigInt(n),
  }
}

/** The source bridge the synthetic collections name. */
export const SOURCE_BRIDGE = `0x${'b1'.repeat(20)}`
