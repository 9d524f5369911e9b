import { eip712Struct, eip712TypedData } from '../hash/eip712'

/**
 * The EIP-712 domain name and version of a sender's consent to one bridge transfer. The server checks it; no contract
 * does, and the name differs from FomoBridge's own ('FomoBridge'), so a consent can never pass for a collection.
 */
export const BRIDGE_CONSENT_DOMAIN = { name: 'FomoSwap bridge request', version: '1' } as const

/**
 * How long a consent is good for once made, in seconds of the source chain: enough for the wallet's prompt and the
 * request (the server accepts up to MAX_BRIDGE_CONSENT_VALIDITY_SECONDS ahead, for a chain its indexer trails).
 */
export const BRIDGE_CONSENT_TTL_SECONDS = 600

/** The struct the sender signs; the domain adds the source chain and its FomoBridge. */
export const BRIDGE_CONSENT_STRUCT = eip712Struct(
  'BridgeRequest(address sender,address recipient,address token,uint256 amount,uint256 targetChainId,uint256 nonce,uint256 deadline)',
)

/**
 * What a sender agrees to when it asks the server for a signed collection (`get-convert-currency-data`): send
 * `amount` of `token` from `sourceChainId` to `recipient` on `targetChainId`, once (`nonce`, the signer's choice, is
 * used at most once per sender), until `deadline` (the source chain's time). Without it a stranger could reserve the
 * sender's daily quota. Addresses lowercase hex.
 */
export interface BridgeConsent {
  /** The chain the transfer leaves from: the domain's chain id. */
  readonly sourceChainId: number
  /** FomoBridge on the source chain: the domain's verifying contract. */
  readonly bridge: string
  readonly sender: string
  readonly recipient: string
  /** The token on the source chain. */
  readonly token: string
  /** Base units. */
  readonly amount: bigint
  readonly targetChainId: number
  readonly nonce: bigint
  /** Unix seconds on the source chain's clock. */
  readonly deadline: number
}

/** A consent's parts that travel with the request beside what the route's path says: nonce, deadline, signature. */
export interface SignedBridgeConsent {
  readonly nonce: bigint
  readonly deadline: number
  /** The sender's 65-byte EIP-712 signature, 0x hex. */
  readonly signature: string
}

/**
 * The consent as EIP-712 typed data (`eth_signTypedData_v4`): the domain binds the source chain and its bridge, the
 * struct everything else. The browser's wallet and the terminal's key sign it; the server recovers the sender from it.
 *
 * @example const { domain, types, value } = bridgeConsentTypedData(consent); await signer.signTypedData(domain, types, value)
 */
export function bridgeConsentTypedData(consent: BridgeConsent) {
  const domain = { ...BRIDGE_CONSENT_DOMAIN, chainId: consent.sourceChainId, verifyingContract: consent.bridge }
  return eip712TypedData(domain, BRIDGE_CONSENT_STRUCT, consent)
}
