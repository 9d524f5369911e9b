import { isSupportedChainId } from '../chains/isSupportedChainId'
import { InvalidDecimalsError } from '../errors/InvalidDecimalsError'
import { UnsupportedChainError } from '../errors/UnsupportedChainError'
import { checksumAddress } from './checksumAddress'
import type { Token } from './Token'

/**
 * Builds a validated, frozen `Token`: supported chain, checksummed address, decimals a whole number from 0 to 255.
 *
 * @example createToken({ chainId: 128, address: '0xa71e…', decimals: 18, symbol: 'USDT', name: 'Tether USD' })
 */
export function createToken(input: {
  chainId: number
  address: string
  decimals: number
  symbol: string
  name?: string
}): Token {
  const { chainId, decimals, symbol } = input
  if (!isSupportedChainId(chainId)) throw new UnsupportedChainError(chainId)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new InvalidDecimalsError(decimals)
  return Object.freeze({
    kind: 'token',
    chainId,
    address: checksumAddress(input.address),
    decimals,
    symbol,
    name: input.name ?? symbol,
  })
}
