import type { Interface } from 'ethers'
import type { ContractAbi, ContractCalls } from '../../ports/ContractCalls'
import {
  FomoBridge__factory,
  FomoCapitalPool__factory,
  FomoDkConverter__factory,
  FomoInvestment__factory,
  FomoLPMining__factory,
  FomoMigrator__factory,
  FomoPair__factory,
  FomoRewardDistributor__factory,
  FomoRouter__factory,
  FomoTitleNFT__factory,
  IERC20Minimal__factory,
  IUniswapV1Exchange__factory,
  IUniswapV1Factory__factory,
  WHT__factory,
} from './generated'

const interfaces: Record<ContractAbi, () => Interface> = {
  erc20: () => IERC20Minimal__factory.createInterface(),
  wrappedNative: () => WHT__factory.createInterface(),
  router: () => FomoRouter__factory.createInterface(),
  pair: () => FomoPair__factory.createInterface(),
  migrator: () => FomoMigrator__factory.createInterface(),
  v1Exchange: () => IUniswapV1Exchange__factory.createInterface(),
  v1Factory: () => IUniswapV1Factory__factory.createInterface(),
  lpMining: () => FomoLPMining__factory.createInterface(),
  rewardDistributor: () => FomoRewardDistributor__factory.createInterface(),
  capitalPool: () => FomoCapitalPool__factory.createInterface(),
  dkConverter: () => FomoDkConverter__factory.createInterface(),
  investment: () => FomoInvestment__factory.createInterface(),
  titleNft: () => FomoTitleNFT__factory.createInterface(),
  bridge: () => FomoBridge__factory.createInterface(),
}

/** ContractCalls over the generated ethers bindings; each interface is built on first use. */
export class AbiContractCalls implements ContractCalls {
  private readonly built = new Map<ContractAbi, Interface>()

  async encode(abi: ContractAbi, method: string, args: readonly unknown[] = []): Promise<string> {
    let contract = this.built.get(abi)
    if (!contract) {
      contract = interfaces[abi]()
      this.built.set(abi, contract)
    }
    return contract.encodeFunctionData(method, args as unknown[])
  }
}
