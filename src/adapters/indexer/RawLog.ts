/** A log as eth_getLogs returns it (hex quantities). */
export interface RawLog {
  address: string
  topics: string[]
  data: string
  blockNumber: string
  blockHash: string
  transactionHash: string
  logIndex: string
  removed?: boolean
}
