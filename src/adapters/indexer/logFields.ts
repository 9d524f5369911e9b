import type { RawLog } from './RawLog'

/**
 * A log's fixed ABI layout read by position: `word(i)` is the i-th 32-byte word of the data as a number,
 * `wordHex(i)` the same word as lowercase hex (a bytes32), `wordAddress(i)` its low 20 bytes as a lowercase address,
 * `topicAddress(i)` the address in topic i (a missing topic reads as the zero-length address `0x`) and `topicWord(i)`
 * topic i as a number (a missing topic reads as 0).
 */
export function logFields(log: RawLog) {
  const word = (index: number) => `0x${log.data.slice(2 + 64 * index, 66 + 64 * index)}`
  return {
    word: (index: number) => BigInt(word(index)),
    wordHex: (index: number) => word(index).toLowerCase(),
    wordAddress: (index: number) => `0x${log.data.slice(26 + 64 * index, 66 + 64 * index)}`.toLowerCase(),
    topicAddress: (index: number) => `0x${(log.topics[index] ?? '').slice(26)}`.toLowerCase(),
    topicWord: (index: number) => BigInt(log.topics[index] ?? '0x0'),
  }
}

/** Where an event comes from, as every programme's ledger keys it: the chain, block, log index and transaction. */
export function logOrigin(chainId: number, log: RawLog, time: number) {
  return {
    chainId,
    blockNumber: Number(log.blockNumber),
    logIndex: Number(log.logIndex),
    txHash: log.transactionHash.toLowerCase(),
    time,
  }
}
