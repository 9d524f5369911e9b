import { id } from 'ethers'

/** topic0 of FomoLPMining's events, which the ledger is built from. */
export const MINING_LOG_TOPICS = Object.freeze({
  poolAdded: id('PoolAdded(address,address,uint256)'),
  emissionChanged: id('EmissionChanged(address,uint256)'),
  lockOptionSet: id('LockOptionSet(address,uint16,uint32,uint32)'),
  poolShutDown: id('PoolShutDown(address)'),
  deposited: id('Deposited(address,address,uint256,uint256,uint16,uint32,uint32,uint64)'),
  lockMatured: id('LockMatured(address,address,uint256,uint256)'),
  withdrawn: id('Withdrawn(address,address,uint256)'),
})
