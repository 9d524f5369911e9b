import { eip712Struct, eip712TypedData } from '../hash/eip712'

/** The investment contract's EIP-712 domain name and version (contracts/src/exchange/FomoInvestment.sol). */
export const INVESTMENT_DOMAIN = { name: 'FomoInvestment', version: '1' } as const

/** The struct `withdrawalToken` recovers its signer from. */
export const RELEASE_WITHDRAWAL_STRUCT = eip712Struct(
  'Withdrawal(address account,uint256 historicalWithdrawalNumber,address token,uint256 amount,uint256 deadline)',
)

/** A release withdrawal for `withdrawalToken` on the withdraw chain (the spec's withdraw data, before signing). */
export interface ReleaseVoucher {
  readonly chainId: number
  /** The investment contract on the withdraw chain (`withdraw_contract_address`). */
  readonly contract: string
  readonly account: string
  readonly historicalWithdrawalNumber: number
  readonly token: string
  readonly amount: bigint
  /** Seconds since the epoch. */
  readonly deadline: number
}

/** A release withdrawal as the API hands it over: what was signed and the signature. */
export interface SignedReleaseVoucher extends ReleaseVoucher {
  readonly signature: string
}

/** The voucher as EIP-712 typed data: the domain binds the chain and the contract, the struct everything else. */
export function releaseVoucherTypedData(voucher: ReleaseVoucher) {
  const domain = { ...INVESTMENT_DOMAIN, chainId: voucher.chainId, verifyingContract: voucher.contract }
  return eip712TypedData(domain, RELEASE_WITHDRAWAL_STRUCT, voucher)
}
