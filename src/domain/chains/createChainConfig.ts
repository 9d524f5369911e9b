import { checksumAddress } from '../currency/checksumAddress'
import { createToken } from '../currency/createToken'
import type { NativeCurrency } from '../currency/NativeCurrency'
import type { DeploymentRecord } from '../deployment/DeploymentRecord'
import { InvalidHexError } from '../errors/InvalidHexError'
import type { ChainConfig } from './ChainConfig'
import { nativeCurrencyInfoOf } from './nativeCurrencyInfoOf'

const BYTES32 = /^0x[0-9a-fA-F]{64}$/

/**
 * Validates one chain's deployment record (`deployments/<chainId>.json`) and builds the frozen `ChainConfig` the
 * domain works with: checksummed addresses, a lowercase init-code hash and the native coin with its wrapped token.
 *
 * @throws UnsupportedChainError, InvalidAddressError, or InvalidHexError for an init-code hash that is not 32 bytes.
 * @example
 * const heco = createChainConfig(await deploymentRecords.read(128))
 * heco.nativeCurrency.wrapped.symbol // 'WHT'
 */
export function createChainConfig(
  record: Pick<DeploymentRecord, 'chainId' | 'initCodeHash' | 'contracts'>,
): ChainConfig {
  const { contracts } = record
  const info = nativeCurrencyInfoOf(record.chainId)
  if (!BYTES32.test(record.initCodeHash)) throw new InvalidHexError(record.initCodeHash, 32)
  const wrapped = createToken({
    chainId: record.chainId,
    address: contracts.wrappedNative,
    decimals: 18,
    symbol: info.wrappedSymbol,
    name: info.wrappedName,
  })
  const nativeCurrency: NativeCurrency = Object.freeze({
    kind: 'native',
    chainId: wrapped.chainId,
    decimals: 18,
    symbol: info.symbol,
    name: info.name,
    wrapped,
  })
  return Object.freeze({
    chainId: wrapped.chainId,
    factoryAddress: checksumAddress(contracts.factory),
    initCodeHash: record.initCodeHash.toLowerCase(),
    routerAddress: checksumAddress(contracts.router),
    multicallAddress: checksumAddress(contracts.multicall),
    nativeCurrency,
  })
}
