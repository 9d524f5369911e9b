import { type JsonRpcProvider, Signature, Wallet } from 'ethers'
import { DevToken__factory, FomoBridge__factory } from '../../src/adapters/contracts/generated'
import { DEVNET_SIGNER_ACCOUNT, devAccounts } from '../../src/adapters/devnet/devAccounts'
import { bridgeAmounts } from '../../src/domain/bridge/bridgeAmounts'
import { encodeBridgeCode } from '../../src/domain/bridge/bridgeCode'
import { collectionTypedData } from '../../src/domain/bridge/collectionVoucher'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'

/** A collection that landed: its code, figures, and where its Collected event sits (the relayer's key). */
export interface LandedCollection {
  code: string
  nonce: bigint
  amount: bigint
  destroyAmount: bigint
  fee: bigint
  payout: bigint
  token: string
  txHash: string
  logIndex: number
  blockNumber: number
}

/**
 * Signs a collection with the devnet server's key (dev account 9), as the server does, and sends it from dev account
 * `account` on the chain of `record` (approving the bridge first): `amount` of `symbol` to `recipient` on the bridge's
 * peer chain under `nonce`.
 */
export async function collectOnDevnet(
  chain: { record: DeploymentRecord; provider: JsonRpcProvider },
  transfer: { account: number; symbol: string; amount: bigint; recipient: string; nonce: bigint },
): Promise<LandedCollection> {
  const { record, provider } = chain
  const bridgeAddress = record.contracts.bridge!
  const terms = record.bridge!
  const token = terms.tokens[transfer.symbol]!
  const sender = new Wallet(devAccounts()[transfer.account]!.privateKey, provider)
  const amounts = bridgeAmounts(transfer.amount, { serviceBps: token.serviceBps, destroyBps: terms.destroyBps })
  const code = encodeBridgeCode({
    recipient: transfer.recipient,
    targetChainId: terms.peerChainId,
    nonce: transfer.nonce,
  })
  const deadline = (await provider.getBlock('latest'))!.timestamp + 600
  const { domain, types, value } = collectionTypedData({
    chainId: record.chainId,
    bridge: bridgeAddress,
    sender: sender.address,
    token: token.address,
    ...amounts,
    code,
    nonce: transfer.nonce,
    deadline,
  })
  const signer = new Wallet(devAccounts()[DEVNET_SIGNER_ACCOUNT]!.privateKey)
  const { v, r, s } = Signature.from(await signer.signTypedData(domain, types, value))
  await (await DevToken__factory.connect(token.address, sender).approve(bridgeAddress, transfer.amount)).wait()
  const bridge = FomoBridge__factory.connect(bridgeAddress, sender)
  const sent = await bridge.collectionToken(
    token.address,
    transfer.amount,
    amounts.destroyAmount,
    terms.destroyAddress,
    deadline,
    code,
    v,
    r,
    s,
  )
  const receipt = (await sent.wait())!
  const log = receipt.logs.find((entry) => bridge.interface.parseLog(entry)?.name === 'Collected')!
  return {
    code,
    nonce: transfer.nonce,
    ...amounts,
    token: token.address,
    txHash: receipt.hash,
    logIndex: log.index,
    blockNumber: receipt.blockNumber,
  }
}
