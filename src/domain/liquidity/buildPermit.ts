import { eip712Struct, eip712TypedData } from '../hash/eip712'
import { LIQUIDITY_TOKEN_INFO } from '../trade/liquidityTokenInfo'

/** The EIP-712 version of every FomoSwap LP token's permit domain (spec section 7: domain version 1). */
export const PERMIT_DOMAIN_VERSION = '1'

/** The EIP-2612 `Permit` struct type. */
export const PERMIT_STRUCT = eip712Struct(
  'Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)',
)

/**
 * The typed data an owner signs (`eth_signTypedData_v4`) to let the router burn `value` of a pair's LP tokens
 * without an approval transaction (spec section 4: remove liquidity with a signed permit).
 */
export function buildPermit(input: {
  chainId: number
  pair: string
  owner: string
  spender: string
  value: bigint
  nonce: bigint
  deadline: bigint
}) {
  const domain = {
    name: LIQUIDITY_TOKEN_INFO.name,
    version: PERMIT_DOMAIN_VERSION,
    chainId: input.chainId,
    verifyingContract: input.pair,
  }
  return eip712TypedData(domain, PERMIT_STRUCT, input)
}
