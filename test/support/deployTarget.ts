import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ContractFactory, JsonRpcProvider, Network, NonceManager, type Signer, Wallet } from 'ethers'
import { DevToken__factory, WBNB__factory } from '../../src/adapters/contracts/generated'
import { contractBuildDir } from '../../src/adapters/deploy/loadContractBuild'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type RunningChain, startAnvilChain } from '../../src/adapters/devnet/startAnvilChain'
import { uniswapV1Bytecode } from '../../src/adapters/devnet/uniswapV1Bytecode'
import type { DeploymentPlan, EvmTarget } from '../../src/domain/deploy/DeploymentPlan'
import { freePort } from './freePort'

/** A bare anvil chain standing in for a real one: what already lives there before `fomo deploy` runs. */
export interface DeployTarget {
  chain: RunningChain
  provider: JsonRpcProvider
  /** The deployer's key (dev account 0, which sends nothing before the deployment) and address. */
  deployerKey: string
  deployer: string
  /** The chain's "existing" contracts: its WBNB, tokens by symbol, a Uniswap V1 factory. */
  wbnb: string
  tokens: Record<string, string>
  v1Factory: string
  stop(): Promise<void>
}

const SYMBOLS = ['AURA', 'USDT', 'DK', 'DK2', 'HJW'] as const

/**
 * Starts a bare anvil with `chainId` on a free port and deploys, from dev account 9, what a real chain already has:
 * WBNB, the tokens (DevToken) and a published Uniswap V1 factory. On an `evm` before Cancun the chain runs that
 * hardfork, and WBNB and the tokens come from that target's build (contracts/out-<evm>), as the Cancun bindings' code
 * would not run there.
 */
export async function startDeployTarget(chainId = 56, evm: EvmTarget = 'cancun'): Promise<DeployTarget> {
  const chain = await startAnvilChain({
    chainId,
    port: await freePort(),
    ...(evm === 'cancun' ? {} : { hardfork: evm }),
  })
  const provider = new JsonRpcProvider(chain.rpcUrl, Network.from(chainId), { staticNetwork: true, cacheTimeout: -1 })
  provider.pollingInterval = 50
  const accounts = devAccounts()
  const owner = new NonceManager(new Wallet(accounts[9]!.privateKey, provider))
  const deployed = async (contract: { waitForDeployment(): Promise<unknown>; getAddress(): Promise<string> }) => {
    await contract.waitForDeployment()
    return contract.getAddress()
  }
  const [wbnbFactory, tokenFactory] =
    evm === 'cancun'
      ? [new WBNB__factory(owner), new DevToken__factory(owner)]
      : [builtFactory(evm, 'WBNB', owner), builtFactory(evm, 'DevToken', owner)]
  const wbnb = await deployed(await wbnbFactory.deploy())
  const tokens: Record<string, string> = {}
  for (const symbol of SYMBOLS) {
    tokens[symbol] = await deployed(await tokenFactory.deploy(`${symbol} token`, symbol))
  }
  const v1Code = await uniswapV1Bytecode('UniswapV1Factory')
  const v1Factory = await deployed(await new ContractFactory([], v1Code, owner).deploy())
  return {
    chain,
    provider,
    deployerKey: accounts[0]!.privateKey,
    deployer: accounts[0]!.address,
    wbnb,
    tokens,
    v1Factory,
    stop: async () => {
      provider.destroy()
      await chain.stop()
    },
  }
}

/** A contract factory from the forge artifact of `name` in `evm`'s build. */
function builtFactory(evm: EvmTarget, name: string, signer: Signer): ContractFactory {
  const path = join(contractBuildDir(evm), `${name}.sol`, `${name}.json`)
  const artifact = JSON.parse(readFileSync(path, 'utf8')) as { abi: []; bytecode: { object: string } }
  return new ContractFactory(artifact.abi, artifact.bytecode.object, signer)
}

/** A plan naming every programme on the target, roles handed to dev accounts 1–4 (not the deployer). */
export function fullPlan(target: DeployTarget, now: number): DeploymentPlan {
  const accounts = devAccounts()
  const [admin, operator, signer, relayer] = [1, 2, 3, 4].map((i) => accounts[i]!.address)
  return {
    chainId: 56,
    name: 'FomoSwap rehearsal (BSC-type)',
    nativeSymbol: 'BNB',
    evmTarget: 'cancun',
    wrappedNative: target.wbnb,
    roles: { feeToSetter: admin!, admin: admin!, operator: operator!, signer: signer!, relayer },
    tokens: SYMBOLS.map((symbol) => ({
      symbol,
      name: `${symbol} token`,
      address: target.tokens[symbol]!,
      decimals: 18,
    })),
    pairs: [
      ['AURA', 'USDT'],
      ['WBNB', 'USDT'],
    ],
    mining: {
      rewardToken: 'AURA',
      pools: [
        { pair: ['AURA', 'USDT'], rewardPerSecond: '1000000000000000000' },
        { pair: ['USDT', 'WBNB'], rewardPerSecond: '500000000000000000' },
      ],
      lockOptions: [
        { days: 0, weight: 10_000, energyRatio: 10_000 },
        { days: 30, weight: 15_000, energyRatio: 12_000 },
      ],
      payoutCaps: [{ token: 'AURA', dailyCap: '100000000000000000000000' }],
    },
    capitalPool: { tokens: ['USDT', 'AURA'], options: [{ option: 1, termDays: 30 }] },
    dkConverter: {
      dk: 'DK',
      dk2: 'DK2',
      baseNumber: '1000',
      feeBps: 30,
      minDk: '1000000000000000000',
      minDk2: '1000000000000000',
      feeRecipient: admin!,
    },
    investment: {
      token: 'HJW',
      lockAddress: admin!,
      max: '1000000000000000000000000',
      closeTime: now + 365 * 86_400,
      dailyCaps: [{ token: 'HJW', dailyCap: '10000000000000000000000' }],
    },
    seasons: { directBps: 2_000, diffusedBps: 1_000, extendRewardBps: 1_000, titleImageBaseUri: '/assets/titles/' },
    bridge: {
      peerChainId: 128,
      destroyAddress: '0x000000000000000000000000000000000000dEaD',
      destroyBps: 200,
      tokens: {
        USDT: {
          remote: '0x1000000000000000000000000000000000000001',
          serviceBps: 10,
          dailyCap: '500000000000000000000000',
          minAmount: '10000000000000000',
        },
        AURA: {
          remote: '0x1000000000000000000000000000000000000002',
          serviceBps: 30,
          dailyCap: '500000000000000000000000',
          minAmount: '10000000000000000',
        },
      },
    },
    bounty: {
      nodeTeam: 4,
      nodeDirectPeople: 2,
      nodeDirectBet: '100000000000000000000',
      betToken: target.tokens.USDT,
      dailyPool: { token: target.tokens.AURA!, amount: '1000000000000000000000' },
      weights: { 2: 10_000, 5: 15_000 },
      lpExtRewardBps: 1_000,
      inviteTasks: [{ id: 1, invites: 1, reward: { token: target.tokens.AURA!, amount: '10000000000000000000' } }],
    },
    v1Factory: target.v1Factory,
  }
}
