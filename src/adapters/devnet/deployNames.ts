import { id, type Signer } from 'ethers'
import { namehash } from '../../domain/names/namehash'
import { reverseName } from '../../domain/names/reverseName'
import { NameRegistry__factory, PublicResolver__factory } from '../contracts/generated'
import { DEVNET_NAMES, DEVNET_TOKEN_LIST_CONTENTHASH } from './nameSeedPlan'

/** Where the devnet's name service lives. */
export interface DeployedNames {
  nameRegistry: string
  nameResolver: string
}

/** The accounts the seeded names point at. */
export interface NameTargets {
  router: string
  alice: string
  bob: string
}

/**
 * Deploys the name registry and public resolver and registers the devnet's names (nameSeedPlan): `fomo.eth` → the
 * router, `alice.fomo.eth` and `bob.fomo.eth` → dev accounts 1 and 2 (owned by them, with reverse records), and
 * `tokens.fomo.eth` with a token-list contenthash. `deployer` owns the root; transactions go back to back and are
 * checked together at the end, as anvil mines each one on arrival.
 */
export async function deployNames(deployer: Signer, targets: NameTargets): Promise<DeployedNames> {
  const registry = await (await new NameRegistry__factory(deployer).deploy()).waitForDeployment()
  const registryAddress = await registry.getAddress()
  const resolver = await (await new PublicResolver__factory(deployer).deploy(registryAddress)).waitForDeployment()
  const resolverAddress = await resolver.getAddress()
  const deployerAddress = await deployer.getAddress()
  const sent: { wait(): Promise<{ status: number | null; hash: string } | null> }[] = []

  /** Creates `name` (its parent must exist and be the deployer's) and points it at the resolver. */
  const create = async (name: string) => {
    const [label, ...rest] = name.split('.')
    sent.push(await registry.setSubnodeOwner(namehash(rest.join('.')), id(label!), deployerAddress))
    sent.push(await registry.setResolver(namehash(name), resolverAddress))
  }
  for (const parent of ['eth', 'reverse', 'addr.reverse']) {
    const [label, ...rest] = parent.split('.')
    sent.push(await registry.setSubnodeOwner(namehash(rest.join('.')), id(label!), deployerAddress))
  }
  await create(DEVNET_NAMES.app)
  sent.push(await resolver.setAddr(namehash(DEVNET_NAMES.app), targets.router))
  await create(DEVNET_NAMES.tokenList)
  sent.push(await resolver.setContenthash(namehash(DEVNET_NAMES.tokenList), DEVNET_TOKEN_LIST_CONTENTHASH))
  for (const [name, account] of [
    [DEVNET_NAMES.alice, targets.alice],
    [DEVNET_NAMES.bob, targets.bob],
  ] as const) {
    await create(name)
    sent.push(await resolver.setAddr(namehash(name), account))
    await create(reverseName(account))
    sent.push(await resolver.setName(namehash(reverseName(account)), name))
    sent.push(await registry.setOwner(namehash(name), account)) // the account owns its name from now on
  }
  for (const transaction of sent) {
    const receipt = await transaction.wait()
    if (receipt?.status !== 1) throw new Error(`devnet name seeding transaction ${receipt?.hash} reverted`)
  }
  return { nameRegistry: registryAddress, nameResolver: resolverAddress }
}
