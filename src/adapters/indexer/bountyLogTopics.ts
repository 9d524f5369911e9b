import { id } from 'ethers'

/** topic0 of FomoGameRecords' rounds, which the bounty rules read. */
export const GAME_RECORD_LOG_TOPICS = Object.freeze({
  roundRecorded: id('RoundRecorded(address,uint8,address,uint256,uint256)'),
})

/** topic0 of FomoPrizePool's events: the pool's funds and each draw's commit, seal, reveal or void. */
export const PRIZE_POOL_LOG_TOPICS = Object.freeze({
  funded: id('PoolFunded(address,address,uint256,uint256)'),
  committed: id('DrawCommitted(uint256,address,bytes32,uint64,uint256[])'),
  sealed: id('DrawSealed(uint256,uint64)'),
  revealed: id('DrawRevealed(uint256,bytes32,bytes32,uint256)'),
  voided: id('DrawVoided(uint256)'),
})
