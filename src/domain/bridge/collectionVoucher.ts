import { eip712Struct, eip712TypedData } from '../hash/eip712'

/** FomoBridge's EIP-712 domain name and version (contracts/src/bridge/FomoBridge.sol). */
export const BRIDGE_DOMAIN = { name: 'FomoBridge', version: '1' } as const

/** The struct `collectionToken` recovers the signer from; the domain adds the source chain and the contract. */
export const COLLECTION_STRUCT = eip712Struct(
  'Collection(address sender,address token,uint256 amount,uint256 destroyAmount,uint256 fee,bytes32 code,uint256 nonce,uint256 deadline)',
)

/**
 * What the server signs for one collection on the source chain (the spec's convert signature data, before signing):
 * every field that matters. The code carries the recipient, the target chain and the nonce (encodeBridgeCode); destroyAmount
 * and fee are bridgeAmounts' at the contract's rates; nonce is the server's, from one global increasing sequence, and
 * must be the code's low 64 bits (the contract reads it from there and sets its bit in the `nonces` bitmap).
 */
export interface CollectionVoucher {
  /** The source chain: the domain's chain id. */
  readonly chainId: number
  /** FomoBridge on the source chain (the spec's convert_tool_contract): the domain's verifying contract. */
  readonly bridge: string
  readonly sender: string
  readonly token: string
  readonly amount: bigint
  readonly destroyAmount: bigint
  readonly fee: bigint
  /** 0x and 64 hex digits. */
  readonly code: string
  /** The code's nonce: bit `nonce & 255` of FomoBridge's `nonces(nonce >> 8)` is set when it lands or is voided. */
  readonly nonce: bigint
  /** Seconds since the epoch. */
  readonly deadline: number
}

/**
 * The voucher as EIP-712 typed data (`eth_signTypedData_v4`, ClaimSigner.signClaim): the domain binds the chain and
 * the contract, the struct everything else.
 */
export function collectionTypedData(voucher: CollectionVoucher) {
  return eip712TypedData(
    { ...BRIDGE_DOMAIN, chainId: voucher.chainId, verifyingContract: voucher.bridge },
    COLLECTION_STRUCT,
    voucher,
  )
}
