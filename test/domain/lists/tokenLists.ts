import type { TokenInfo, TokenList } from '../../../src/domain/lists/TokenList'

/** Two tokens on chain 128, as a list names them. */
export const usdtInfo: TokenInfo = {
  chainId: 128,
  address: '0xa71EdC38d189767582C38A3145b5873052c3e47a',
  decimals: 18,
  name: 'Heco-Peg USDT Token',
  symbol: 'USDT',
  logoURI: 'https://fomo.example/images/token/USDT.png',
  tags: ['stablecoin'],
}
export const whtInfo: TokenInfo = {
  chainId: 128,
  address: '0x5545153CCFcA01fbd7Dd11C0b23ba694D9509A6F',
  decimals: 18,
  name: 'Wrapped HT',
  symbol: 'WHT',
}
export const husdInfo: TokenInfo = {
  chainId: 128,
  address: '0x0298c2b32eaE4da002a15f36fdf7615BEa3DA047',
  decimals: 8,
  name: 'HUSD',
  symbol: 'HUSD',
}

/** A valid list: FomoSwap's default list, version 1.0.0. */
export const fomoList: TokenList = {
  name: 'FomoSwap Default',
  timestamp: '2021-01-21T23:57:10.982Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [usdtInfo, whtInfo],
  tags: { stablecoin: { name: 'Stablecoin', description: 'Tokens pegged to a fiat currency' } },
  keywords: ['fomo', 'default'],
  logoURI: 'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4',
}

/** The list at another version with other tokens. */
export const listAt = (major: number, minor: number, patch: number, tokens = fomoList.tokens): TokenList => ({
  ...fomoList,
  version: { major, minor, patch },
  tokens,
})
