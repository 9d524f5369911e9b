/** One chain of the devnet: its id, default port and native coin. */
export interface DevnetChain {
  chainId: number
  name: string
  nativeSymbol: string
  defaultPort: number
  /** Seeded price of the native coin in USDT (whole units), for the wrapped-native/USDT pair. */
  nativePriceUsdt: bigint
}

/** The two chains `npm start` runs: a HECO-type chain (128, HT) and a BSC-type chain (56, BNB). */
export const DEVNET_CHAINS: readonly DevnetChain[] = [
  { chainId: 128, name: 'FomoSwap devnet (HECO-type)', nativeSymbol: 'HT', defaultPort: 8545, nativePriceUsdt: 8n },
  { chainId: 56, name: 'FomoSwap devnet (BSC-type)', nativeSymbol: 'BNB', defaultPort: 8546, nativePriceUsdt: 600n },
]
