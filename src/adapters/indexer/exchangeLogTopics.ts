import { id } from 'ethers'

/** topic0 of the DK converter's and the investment contract's events that the records and the release read. */
export const EXCHANGE_LOG_TOPICS = Object.freeze({
  converted: id('Converted(address,address,address,uint256,address,uint256,uint256)'),
  invested: id('Invested(address,address,uint256,uint256)'),
  withdrawal: id('Withdrawal(address,uint256,address,uint256)'),
})
