import { type JsonRpcProvider, parseEther, type Signer } from 'ethers'
import type { DeployedBridge, DeployedBridgeToken } from '../../domain/deployment/DeploymentRecord'
import { DevToken__factory, FomoBridge__factory } from '../contracts/generated'
import {
  BRIDGE_DAILY_CAP,
  BRIDGE_DESTROY_ADDRESS,
  BRIDGE_DESTROY_BPS,
  BRIDGE_INVENTORY,
  BRIDGE_MIN_AMOUNT,
  BRIDGE_SERVICE_BPS,
  BRIDGE_SYMBOLS,
} from './bridgeSeedPlan'
import { deployed, mined } from './seedTransactions'

/** Native coin the deployment sends the relayer when it holds less, for the payouts' gas. */
const RELAYER_GAS_FUND = parseEther('1000')

/** Where the bridge went, and the record's `bridge` section. */
export interface DeployedBridgeContracts {
  contracts: { bridge: string }
  bridge: DeployedBridge
}

/**
 * Deploys FomoBridge on one chain of the devnet, paired with `peerChainId`: trusts `signer` (the server's key) for
 * collections and `operator` (the relayer's key) for payouts, lists AURA, HJW, MGET, PNC and USDT each with its twin
 * of the same symbol on the peer chain (`remoteTokens`, from the peer's record), mints each an inventory to pay out
 * from, and funds the operator's gas. The deployer is the admin. Both chains' records must exist first: the twins are
 * the peer's token addresses (startDevnet deploys the bridges once both chains are up).
 */
export async function deployBridge(
  deployer: Signer,
  provider: JsonRpcProvider,
  plan: {
    peerChainId: number
    signer: string
    operator: string
    tokens: ReadonlyMap<string, string>
    remoteTokens: ReadonlyMap<string, string>
  },
): Promise<DeployedBridgeContracts> {
  const admin = await deployer.getAddress()
  const bridge = await deployed(
    new FomoBridge__factory(deployer).deploy(
      admin,
      plan.signer,
      plan.operator,
      BRIDGE_DESTROY_ADDRESS,
      plan.peerChainId,
      BRIDGE_DESTROY_BPS,
    ),
  )
  const address = await bridge.getAddress()
  const tokens: Record<string, DeployedBridgeToken> = {}
  const sent: Promise<void>[] = []
  for (const symbol of BRIDGE_SYMBOLS) {
    const token = plan.tokens.get(symbol)
    const remote = plan.remoteTokens.get(symbol)
    if (!token || !remote) throw new Error(`the devnet bridge needs ${symbol} on both chains`)
    const dailyCap = parseEther(BRIDGE_DAILY_CAP)
    sent.push(mined(await bridge.collectionTokenInit(token, remote, BRIDGE_SERVICE_BPS[symbol], dailyCap)))
    const minAmount = parseEther(BRIDGE_MIN_AMOUNT)
    sent.push(mined(await bridge.setMinAmount(token, minAmount)))
    sent.push(mined(await DevToken__factory.connect(token, deployer).mint(address, parseEther(BRIDGE_INVENTORY))))
    tokens[symbol] = {
      address: token,
      remote,
      serviceBps: BRIDGE_SERVICE_BPS[symbol],
      dailyCap: dailyCap.toString(),
      minAmount: minAmount.toString(),
    }
  }
  if ((await provider.getBalance(plan.operator)) < RELAYER_GAS_FUND / 2n) {
    const funding = await deployer.sendTransaction({ to: plan.operator, value: RELAYER_GAS_FUND })
    const receipt = await funding.wait()
    if (receipt?.status !== 1) throw new Error(`devnet seeding transaction ${receipt?.hash} reverted`)
  }
  await Promise.all(sent)
  return {
    contracts: { bridge: address },
    bridge: {
      peerChainId: plan.peerChainId,
      destroyAddress: BRIDGE_DESTROY_ADDRESS,
      destroyBps: BRIDGE_DESTROY_BPS,
      operator: plan.operator,
      tokens,
    },
  }
}
