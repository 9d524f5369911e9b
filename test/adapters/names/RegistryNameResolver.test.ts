import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NameRegistry__factory, PublicResolver__factory } from '../../../src/adapters/contracts/generated'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { DEVNET_NAMES, DEVNET_TOKEN_LIST_CONTENTHASH } from '../../../src/adapters/devnet/nameSeedPlan'
import { NameResolutionError } from '../../../src/adapters/names/NameResolutionError'
import { RegistryNameResolver } from '../../../src/adapters/names/RegistryNameResolver'
import { namehash } from '../../../src/domain/names/namehash'
import { reverseName } from '../../../src/domain/names/reverseName'
import { type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'

const [deployer, alice, bob, carol] = devAccounts()
let devnet: ForkedDevnet
let names: RegistryNameResolver
beforeAll(async () => {
  devnet = await forkDevnet()
  names = new RegistryNameResolver(
    [128, 56].map((chainId) => {
      const { record, provider } = devnet.chain(chainId)
      return { chainId, registry: record.contracts.nameRegistry, provider }
    }),
  )
})
afterAll(() => devnet?.stop())

describe.each([128, 56])('the devnet name service on a fork of chain %i', (chainId) => {
  it('was deployed and recorded with the chain', () => {
    const { record } = devnet.chain(chainId)
    expect(record.contracts.nameRegistry).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(record.contracts.nameResolver).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('resolves the seeded names to their addresses', async () => {
    const { record } = devnet.chain(chainId)
    expect(await names.resolveName(chainId, DEVNET_NAMES.alice)).toBe(alice!.address)
    expect(await names.resolveName(chainId, 'Bob.Fomo.eth')).toBe(bob!.address)
    expect(await names.resolveName(chainId, DEVNET_NAMES.app)).toBe(record.contracts.router)
  })

  it('answers null for names without a resolver or an address, and for malformed names', async () => {
    expect(await names.resolveName(chainId, 'nobody.fomo.eth')).toBeNull()
    expect(await names.resolveName(chainId, DEVNET_NAMES.tokenList)).toBeNull() // a resolver but no addr record
    expect(await names.resolveName(chainId, 'a..eth')).toBeNull()
  })

  it('looks addresses up through their reverse records', async () => {
    expect(await names.lookupAddress(chainId, alice!.address)).toBe(DEVNET_NAMES.alice)
    expect(await names.lookupAddress(chainId, bob!.address.toLowerCase())).toBe(DEVNET_NAMES.bob)
    expect(await names.lookupAddress(chainId, carol!.address)).toBeNull()
  })

  it('reads the token list contenthash', async () => {
    expect(await names.contenthash(chainId, DEVNET_NAMES.tokenList)).toBe(DEVNET_TOKEN_LIST_CONTENTHASH)
    expect(await names.contenthash(chainId, DEVNET_NAMES.alice)).toBeNull()
  })

  it('gave alice and bob their names', async () => {
    const { record, provider } = devnet.chain(chainId)
    const registry = NameRegistry__factory.connect(record.contracts.nameRegistry!, provider)
    expect(await registry.owner(namehash(DEVNET_NAMES.alice))).toBe(alice!.address)
    expect(await registry.owner(namehash(DEVNET_NAMES.bob))).toBe(bob!.address)
  })
})

describe('reverse records are only claims', () => {
  it('ignores a reverse name that does not resolve back to the address', async () => {
    const { record, provider } = devnet.chain(128)
    const signer = new Wallet(deployer!.privateKey, provider)
    const resolver = PublicResolver__factory.connect(record.contracts.nameResolver!, signer)
    await (await resolver.setName(namehash(reverseName(bob!.address)), DEVNET_NAMES.alice)).wait()
    expect(await names.lookupAddress(128, bob!.address)).toBeNull()
    expect(await names.lookupAddress(56, bob!.address)).toBe(DEVNET_NAMES.bob) // the other chain is untouched
  })

  it('follows a name to its new address once its owner changes it', async () => {
    const { record, provider } = devnet.chain(56)
    const resolver = PublicResolver__factory.connect(
      record.contracts.nameResolver!,
      new Wallet(alice!.privateKey, provider),
    )
    await (await resolver.setAddr(namehash(DEVNET_NAMES.alice), carol!.address)).wait()
    expect(await names.resolveName(56, DEVNET_NAMES.alice)).toBe(carol!.address)
    expect(await names.lookupAddress(56, alice!.address)).toBeNull() // alice's reverse record no longer points back
  })
})

describe('name service failures', () => {
  it("says 'Could not construct mainnet ENS resolver' for a chain without a registry", async () => {
    const resolver = new RegistryNameResolver([{ chainId: 128, provider: devnet.chain(128).provider }])
    await expect(resolver.resolveName(128, DEVNET_NAMES.alice)).rejects.toThrow(
      'Could not construct mainnet ENS resolver',
    )
    await expect(resolver.resolveName(1, DEVNET_NAMES.alice)).rejects.toThrow(
      'Could not construct mainnet ENS resolver',
    )
  })

  it("says 'Failed to resolve ENS name: {name}' when the registry does not answer", async () => {
    const broken = new RegistryNameResolver([
      { chainId: 128, registry: carol!.address, provider: devnet.chain(128).provider }, // no contract there
    ])
    const error = await broken.resolveName(128, DEVNET_NAMES.alice).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameResolutionError)
    expect((error as Error).message).toBe('Failed to resolve ENS name: alice.fomo.eth')
  })
})
