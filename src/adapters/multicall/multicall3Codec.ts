import type { Call } from '../../domain/multicall/Call'

/**
 * The few ABI shapes the per-block reads use, encoded by hand so that the first page needs no ABI library: function
 * selectors, address arguments, Multicall3's `tryBlockAndAggregate` and the uint results. Checked against ethers in
 * test/adapters/multicall/multicall3Codec.test.ts.
 */
export const SELECTORS = Object.freeze({
  balanceOf: '0x70a08231',
  allowance: '0xdd62ed3e',
  totalSupply: '0x18160ddd',
  getReserves: '0x0902f1ac',
  getEthBalance: '0x4d2301cc',
  tryBlockAndAggregate: '0x399542e9',
})

const WORD = 64

function word(value: bigint | number): string {
  return BigInt(value).toString(16).padStart(WORD, '0')
}

function addressWord(address: string): string {
  const hex = address.toLowerCase().replace(/^0x/, '')
  if (!/^[0-9a-f]{40}$/.test(hex)) throw new Error(`not an address: ${address}`)
  return hex.padStart(WORD, '0')
}

/** Call data for `selector` with address arguments (`balanceOf(owner)`, `allowance(owner, spender)`, ...). */
export function encodeAddressCall(selector: string, ...addresses: string[]): string {
  return selector + addresses.map(addressWord).join('')
}

/** Call data of `tryBlockAndAggregate(false, calls)`. */
export function encodeTryBlockAndAggregate(calls: readonly Call[]): string {
  // (bool requireSuccess, (address target, bytes callData)[] calls): the array is dynamic, each tuple too
  const tuples = calls.map((call) => {
    const data = call.callData.replace(/^0x/, '')
    const padded = data.padEnd(Math.ceil(data.length / WORD) * WORD, '0')
    return addressWord(call.address) + word(0x40) + word(data.length / 2) + padded
  })
  let offset = calls.length * 32
  const offsets = tuples.map((tuple) => {
    const at = offset
    offset += tuple.length / 2
    return word(at)
  })
  return `${SELECTORS.tryBlockAndAggregate}${word(0)}${word(0x40)}${word(calls.length)}${offsets.join('')}${tuples.join('')}`
}

/** What `tryBlockAndAggregate` answers: the block, and each call's success and return data. */
export interface AggregateAnswer {
  blockNumber: number
  results: { success: boolean; returnData: string }[]
}

/**
 * Decodes `tryBlockAndAggregate`'s return data.
 *
 * @throws Error when the data is not such an answer (e.g. `0x` from an address without Multicall3).
 */
export function decodeTryBlockAndAggregate(data: string): AggregateAnswer {
  const hex = data.replace(/^0x/, '')
  const at = (byte: number) => {
    if (byte * 2 + WORD > hex.length) throw new Error(`not a tryBlockAndAggregate answer: ${data.slice(0, 74)}`)
    return BigInt(`0x${hex.slice(byte * 2, byte * 2 + WORD)}`)
  }
  const blockNumber = Number(at(0))
  const array = Number(at(64))
  const count = Number(at(array))
  const start = array + 32
  const results = []
  for (let i = 0; i < count; i++) {
    const tuple = start + Number(at(start + i * 32))
    const success = at(tuple) !== 0n
    const bytesAt = tuple + Number(at(tuple + 32))
    const length = Number(at(bytesAt))
    if ((bytesAt + 32 + length) * 2 > hex.length) throw new Error('tryBlockAndAggregate answer cut short')
    results.push({ success, returnData: `0x${hex.slice((bytesAt + 32) * 2, (bytesAt + 32 + length) * 2)}` })
  }
  return { blockNumber, results }
}

/** The first word of return data as an unsigned integer (a balance, an allowance, a supply). */
export function decodeUint(data: string): bigint {
  const hex = data.replace(/^0x/, '')
  if (hex.length < WORD) throw new Error('return data shorter than a word')
  return BigInt(`0x${hex.slice(0, WORD)}`)
}

/** `getReserves()`'s first two words. */
export function decodeReserves(data: string): { reserve0: bigint; reserve1: bigint } {
  const hex = data.replace(/^0x/, '')
  if (hex.length < 2 * WORD) throw new Error('return data shorter than two words')
  return { reserve0: BigInt(`0x${hex.slice(0, WORD)}`), reserve1: BigInt(`0x${hex.slice(WORD, 2 * WORD)}`) }
}
