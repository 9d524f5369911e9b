import { getAddress, type Provider, ZeroAddress } from 'ethers'
import { FomoError } from '../../domain/errors/FomoError'
import { namehash } from '../../domain/names/namehash'
import { reverseName } from '../../domain/names/reverseName'
import type { NameResolver } from '../../ports/NameResolver'
import { NameRegistry__factory, PublicResolver__factory } from '../contracts/generated'
import { NameResolutionError } from './NameResolutionError'
import { NameServiceUnavailableError } from './NameServiceUnavailableError'

/** A chain's name service: its registry (from the deployment record) and a provider. */
export interface NameServiceChain {
  chainId: number
  registry?: string
  provider: Provider
}

/**
 * The NameResolver over an ENS-compatible registry and resolver (the devnet's `contracts/src/names`, or ENS itself):
 * the node is the domain's `namehash`; the registry names the resolver; the resolver answers `addr`, `name` (reverse)
 * and `contenthash`. Callers debounce lookups (200 ms, see `debounce`).
 */
export class RegistryNameResolver implements NameResolver {
  private readonly chains = new Map<number, NameServiceChain>()

  constructor(chains: readonly NameServiceChain[]) {
    for (const chain of chains) this.chains.set(chain.chainId, chain)
  }

  async resolveName(chainId: number, name: string): Promise<string | null> {
    const node = nodeOf(name)
    if (node === null) return null
    return this.lookup(chainId, name, node, async (resolver) => {
      const address = await resolver.addr(node)
      return address === ZeroAddress ? null : getAddress(address)
    })
  }

  async lookupAddress(chainId: number, address: string): Promise<string | null> {
    const reverse = reverseName(address)
    const reverseNode = namehash(reverse)
    const name = await this.lookup(chainId, reverse, reverseNode, async (resolver) => {
      const claimed = await resolver.name(reverseNode)
      return claimed === '' ? null : claimed
    })
    if (name === null) return null
    // a reverse record is only a claim: accept it when the name resolves back to the address
    const forward = await this.resolveName(chainId, name)
    return forward !== null && forward.toLowerCase() === address.toLowerCase() ? name : null
  }

  async contenthash(chainId: number, name: string): Promise<string | null> {
    const node = nodeOf(name)
    if (node === null) return null
    return this.lookup(chainId, name, node, async (resolver) => {
      const hash = await resolver.contenthash(node)
      return hash === '0x' ? null : hash
    })
  }

  /** Finds the resolver of `node` (the node of `name`) and asks it; `null` without a resolver; any failure on the way names the name. */
  private async lookup<T>(
    chainId: number,
    name: string,
    node: string,
    ask: (resolver: ReturnType<typeof PublicResolver__factory.connect>) => Promise<T | null>,
  ): Promise<T | null> {
    const chain = this.chains.get(chainId)
    if (!chain?.registry) throw new NameServiceUnavailableError(chainId)
    try {
      const registry = NameRegistry__factory.connect(chain.registry, chain.provider)
      const resolverAddress = await registry.resolver(node)
      if (resolverAddress === ZeroAddress) return null
      return await ask(PublicResolver__factory.connect(resolverAddress, chain.provider))
    } catch (cause) {
      throw new NameResolutionError(name, cause)
    }
  }
}

/** The node of `name`, or `null` when it cannot be a name (an empty label), which resolves to nothing. */
function nodeOf(name: string): string | null {
  try {
    return namehash(name.trim())
  } catch (error) {
    if (error instanceof FomoError) return null
    throw error
  }
}
