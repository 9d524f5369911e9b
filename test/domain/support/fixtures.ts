import { createChainConfig } from '../../../src/domain/chains/createChainConfig'
import { createToken } from '../../../src/domain/currency/createToken'

/** Uniswap V2's mainnet factory and init-code hash: pair addresses under them are public facts to test against. */
export const UNISWAP_FACTORY = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
export const UNISWAP_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** Chain 1 configured with Uniswap's factory, so that FomoSwap's formulas can be checked against known addresses. */
export const mainnetConfig = createChainConfig({
  chainId: 1,
  initCodeHash: UNISWAP_INIT_CODE_HASH,
  contracts: {
    factory: UNISWAP_FACTORY,
    router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    wrappedNative: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    multicall: '0xeefBa1e63905eF1D7ACbA5a8513c70307C1cE441',
  },
})

/** A FomoSwap-like deployment on chain 128 with made-up addresses and hash. */
export const hecoConfig = createChainConfig({
  chainId: 128,
  initCodeHash: '0x2222222222222222222222222222222222222222222222222222222222222222',
  contracts: {
    factory: '0x1111111111111111111111111111111111111111',
    router: '0x3333333333333333333333333333333333333333',
    wrappedNative: '0x5545153ccfca01fbd7dd11c0b23ba694d9509a6f',
    multicall: '0x4444444444444444444444444444444444444444',
  },
})

export const mainnetUsdc = createToken({
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
})
export const mainnetDai = createToken({
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol: 'DAI',
})

export const hecoUsdt = createToken({
  chainId: 128,
  address: '0xa71edc38d189767582c38a3145b5873052c3e47a',
  decimals: 18,
  symbol: 'USDT',
  name: 'Heco-Peg USDT Token',
})
export const hecoHusd = createToken({
  chainId: 128,
  address: '0x0298c2b32eae4da002a15f36fdf7615bea3da047',
  decimals: 8,
  symbol: 'HUSD',
})
export const hecoWht = hecoConfig.nativeCurrency.wrapped
export const hecoHt = hecoConfig.nativeCurrency
