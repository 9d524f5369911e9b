import type { NativeCurrency } from '../currency/NativeCurrency'
import type { ChainId } from './ChainId'

/**
 * What the domain needs to know about FomoSwap's deployment on one chain. The deployment record fills it (through
 * `createChainConfig`); the domain never hard-codes an address or a hash.
 */
export interface ChainConfig {
  readonly chainId: ChainId
  /** The FomoSwap factory, the CREATE2 deployer of every pair. */
  readonly factoryAddress: string
  /** keccak256 of the pair contract's creation code, `0x` and 64 hex digits. */
  readonly initCodeHash: string
  readonly routerAddress: string
  readonly multicallAddress: string
  /** The native coin, carrying the wrapped token (WHT, WBNB, WETH) at the deployed address. */
  readonly nativeCurrency: NativeCurrency
}
