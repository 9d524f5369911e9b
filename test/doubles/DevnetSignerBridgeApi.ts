import { Signature, Wallet } from 'ethers'
import { DEVNET_SIGNER_ACCOUNT, devAccounts } from '../../src/adapters/devnet/devAccounts'
import { EthersTypedDataVerifier } from '../../src/adapters/signer/EthersTypedDataVerifier'
import { bridgeAmounts } from '../../src/domain/bridge/bridgeAmounts'
import { encodeBridgeCode } from '../../src/domain/bridge/bridgeCode'
import type { BridgeConsent } from '../../src/domain/bridge/bridgeConsent'
import { checkBridgeConsent } from '../../src/domain/bridge/checkBridgeConsent'
import { collectionTypedData } from '../../src/domain/bridge/collectionVoucher'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { parseUnits } from '../../src/domain/format/parseUnits'
import type { BridgeApi, BridgeChainView, BridgeSignatureView, BridgeSignRequest } from '../../src/ports/BridgeApi'

/**
 * A BridgeApi double that signs for real with the devnet server's key (dev account 9), so BridgeService's collection
 * runs against the deployed FomoBridge: the config comes from the deployment records, nonces from `firstNonce` up, a
 * deadline `lifetime` seconds after `now()`. Like the server, it signs only once the sender's consent verifies
 * (checkBridgeConsent at `now()`); `consents` keeps each. The quota, the status and the records are the server's
 * (RestBridgeApi and the routes are tested with it): here they are fixed or refused. `tamper` changes a signed answer.
 */
export class DevnetSignerBridgeApi implements BridgeApi {
  readonly returned: string[] = []
  readonly consents: BridgeConsent[] = []
  tamper: (signed: BridgeSignatureView) => BridgeSignatureView = (signed) => signed
  lifetime = 600
  private nonce: bigint

  constructor(
    private readonly deployments: readonly DeploymentRecord[],
    private readonly now: () => Promise<number>,
    firstNonce = 1_000n,
  ) {
    this.nonce = firstNonce
  }

  async config(): Promise<readonly BridgeChainView[]> {
    return this.deployments.map((record) => {
      const terms = record.bridge!
      return {
        chainId: record.chainId,
        chainName: record.chainId === 128 ? 'HECO' : 'BSC',
        tokens: Object.entries(terms.tokens).map(([symbol, token]) => ({
          symbol,
          address: token.address,
          decimals: record.tokens.find((t) => t.address.toLowerCase() === token.address.toLowerCase())?.decimals ?? 18,
          serviceBps: token.serviceBps,
          remoteAddress: token.remote,
          minAmount: BigInt(token.minAmount ?? '0'),
        })),
        bridge: record.contracts.bridge!,
        destroyBps: terms.destroyBps,
        destroyAddress: terms.destroyAddress,
        peerChainId: terms.peerChainId,
        quota: 10n ** 40n,
        quotaDaily: 10n ** 40n,
        quotaUsed: 0n,
        quotaResetsAt: 0,
        confirmations: 2,
      }
    })
  }

  async sign(request: BridgeSignRequest): Promise<BridgeSignatureView> {
    const record = this.deployments.find((candidate) => candidate.bridge?.peerChainId === request.targetChainId)!
    const terms = record.bridge!
    const token = terms.tokens[request.symbol]!
    const amount = parseUnits(request.amount, 18)
    const consent: BridgeConsent = {
      sourceChainId: record.chainId,
      bridge: record.contracts.bridge!.toLowerCase(),
      sender: request.account,
      recipient: request.recipient,
      token: token.address.toLowerCase(),
      amount,
      targetChainId: request.targetChainId,
      nonce: request.consent.nonce,
      deadline: request.consent.deadline,
    }
    checkBridgeConsent(consent, request.consent.signature, await this.now(), new EthersTypedDataVerifier())
    this.consents.push(consent)
    const figures = bridgeAmounts(amount, { serviceBps: token.serviceBps, destroyBps: terms.destroyBps })
    const nonce = this.nonce++
    const code = encodeBridgeCode({ recipient: request.recipient, targetChainId: request.targetChainId, nonce })
    const deadline = (await this.now()) + this.lifetime
    const { domain, types, value } = collectionTypedData({
      chainId: record.chainId,
      bridge: record.contracts.bridge!,
      sender: request.account,
      token: token.address,
      ...figures,
      code,
      nonce,
      deadline,
    })
    const signer = new Wallet(devAccounts()[DEVNET_SIGNER_ACCOUNT]!.privateKey)
    const { v, r, s } = Signature.from(await signer.signTypedData(domain, types, value))
    return this.tamper({
      totalAmount: amount,
      destroyAmount: figures.destroyAmount,
      destroyAddress: terms.destroyAddress,
      fee: figures.fee,
      payout: figures.payout,
      deadline,
      code,
      nonce,
      v,
      r,
      s,
      token: token.address,
      sourceChainId: record.chainId,
      targetChainId: request.targetChainId,
      bridge: record.contracts.bridge!,
      quotaAmount: amount,
    })
  }

  async returnQuota(_account: string, _recipient: string, code: string): Promise<bigint> {
    this.returned.push(code)
    return 0n
  }

  async status(): Promise<never> {
    throw new Error('the status is the server’s: not in this double')
  }

  async records(): Promise<never> {
    throw new Error('the records are the server’s: not in this double')
  }
}
