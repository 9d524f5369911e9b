import { id } from 'ethers'

/** topic0 of the events the indexer reads: the pairs' Swap, Mint, Burn, Sync and the factory's PairCreated. */
export const PAIR_LOG_TOPICS = Object.freeze({
  swap: id('Swap(address,uint256,uint256,uint256,uint256,address)'),
  mint: id('Mint(address,uint256,uint256)'),
  burn: id('Burn(address,uint256,uint256,address)'),
  sync: id('Sync(uint112,uint112)'),
  pairCreated: id('PairCreated(address,address,address,uint256)'),
})
