import { type ChainId, SUPPORTED_CHAIN_IDS } from './ChainId'

/** Whether a chain id (from a wallet, a URL or a deployment record) is one FomoSwap supports. */
export function isSupportedChainId(chainId: number): chainId is ChainId {
  return (SUPPORTED_CHAIN_IDS as readonly number[]).includes(chainId)
}
