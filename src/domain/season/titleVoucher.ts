import { eip712Struct, eip712TypedData } from '../hash/eip712'
import type { TitleTier } from './awardTitles'

export type { TitleTier }

/** FomoTitleNFT's EIP-712 domain name and version (FomoTitleNFT.sol). */
export const TITLE_NFT_DOMAIN = { name: 'FomoTitleNFT', version: '1' } as const

/** The signed struct: FomoTitleNFT's TITLE_TYPEHASH, `Title(address account,uint32 season,uint8 tier,uint256 deadline)`. */
export const TITLE_VOUCHER_STRUCT = eip712Struct('Title(address account,uint32 season,uint8 tier,uint256 deadline)')

/** A title mint voucher: `account` may claim its title of `tier` for `season` from `nft` until `deadline` (seconds). */
export interface TitleVoucher {
  readonly chainId: number
  readonly nft: string
  readonly account: string
  readonly season: number
  readonly tier: TitleTier
  readonly deadline: number
}

/**
 * The voucher as `eth_signTypedData_v4` takes it: domain (bound to the chain and the NFT contract), types and value.
 *
 * @example titleVoucherTypedData({ chainId: 128, nft, account, season: 1, tier: 1, deadline })
 */
export function titleVoucherTypedData(voucher: TitleVoucher) {
  return eip712TypedData(
    { ...TITLE_NFT_DOMAIN, chainId: voucher.chainId, verifyingContract: voucher.nft },
    TITLE_VOUCHER_STRUCT,
    voucher,
  )
}

/** `draw-season-reward`: the server's voucher for FomoTitleNFT.claim(season, tier, deadline, v, r, s). */
export interface SignedTitleVoucher {
  readonly nftContract: string
  readonly account: string
  readonly season: number
  readonly tier: TitleTier
  readonly deadline: number
  readonly v: number
  readonly r: string
  readonly s: string
  readonly signature: string
}
