import { id } from 'ethers'

/** topic0 of FomoBridge's events that the quota, the relayer and the delivery status read. */
export const BRIDGE_LOG_TOPICS = Object.freeze({
  collected: id('Collected(address,address,bytes32,address,uint256,uint256,uint256,uint256,uint256)'),
  transferred: id('Transferred(bytes32,address,address,uint256,uint256,bytes32)'),
  collectionVoided: id('CollectionVoided(uint256)'),
})
