/**
 * The key of a saved pair: its two token addresses joined by `;` in the order given (the Uniswap interface's key).
 *
 * @example pairKey('0xA…', '0xB…') // '0xA…;0xB…'
 */
export function pairKey(token0Address: string, token1Address: string): string {
  return `${token0Address};${token1Address}`
}
