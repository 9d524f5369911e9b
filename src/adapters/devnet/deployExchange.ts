import { type JsonRpcProvider, parseEther, type Signer, Wallet } from 'ethers'
import type { DeployedRelease } from '../../domain/deployment/DeploymentRecord'
import { DevToken__factory, FomoDkConverter__factory, FomoInvestment__factory } from '../contracts/generated'
import { devnetTreasuryAccount } from './devAccounts'
import {
  DEV_ACCOUNT_EXTRA_DK,
  DK_BASE_NUMBER,
  DK_FEE_BPS,
  DK_MINIMUM,
  DK2_MINIMUM,
  DK2_POOL,
  INVEST_SYMBOL,
  INVESTMENT_CHAIN_ID,
  INVESTMENT_MAX,
  INVESTMENT_OPEN_SECONDS,
  RELEASE_CLIFF_SECONDS,
  RELEASE_DAILY_CAP,
  RELEASE_DURATION_SECONDS,
  RELEASE_FUND,
  RELEASE_RATIO,
  SEED_INVESTMENTS,
  WITHDRAW_CHAIN_ID,
} from './exchangeSeedPlan'
import type { ProgrammeDeployPlan } from './programmeDeployPlan'
import { deployed, mined } from './seedTransactions'

/** Where the exchange contracts went, and what the chain's record says of the HJW exchange and release. */
export interface DeployedExchange {
  contracts: { dkConverter: string; investment: string }
  investToken?: string
  release?: DeployedRelease
}

/**
 * Deploys the DK converter with a funded pool, and the investment contract: on the investment chain open for a year
 * with investments by dev accounts 1–3; on the withdraw chain closed to investments, funded with HJW under a daily
 * cap, paying the release whose terms the chain's record carries. Both trust `signer` (the server's key).
 */
export async function deployExchange(
  deployer: Signer,
  provider: JsonRpcProvider,
  plan: ProgrammeDeployPlan,
): Promise<DeployedExchange> {
  const admin = await deployer.getAddress()
  // the protocol's own account, never a dev wallet: an investment by the lock address would credit nothing
  const treasury = devnetTreasuryAccount().address
  const [dk, dk2, hjw] = ['DK', 'DK2', INVEST_SYMBOL].map((symbol) => plan.tokens.get(symbol)!)
  const converter = await deployed(
    new FomoDkConverter__factory(deployer).deploy(
      admin,
      dk!,
      dk2!,
      DK_BASE_NUMBER,
      DK_FEE_BPS,
      parseEther(DK_MINIMUM),
      parseEther(DK2_MINIMUM),
      treasury,
    ),
  )
  const converterAddress = await converter.getAddress()
  const sent: Promise<void>[] = []
  const dkToken = DevToken__factory.connect(dk!, deployer)
  const dk2Token = DevToken__factory.connect(dk2!, deployer)
  const dkPool = parseEther(DK2_POOL) * DK_BASE_NUMBER
  sent.push(mined(await dkToken.mint(admin, dkPool)))
  sent.push(mined(await dk2Token.mint(admin, parseEther(DK2_POOL))))
  for (const account of plan.accounts.slice(1, 4)) {
    sent.push(mined(await dkToken.mint(account.address, parseEther(DEV_ACCOUNT_EXTRA_DK))))
  }
  sent.push(mined(await dkToken.approve(converterAddress, dkPool)))
  sent.push(mined(await dk2Token.approve(converterAddress, parseEther(DK2_POOL))))
  await Promise.all(sent)
  await mined(await converter.fundPool(dk!, dkPool))
  await mined(await converter.fundPool(dk2!, parseEther(DK2_POOL)))

  const now = (await provider.getBlock('latest'))!.timestamp
  const investing = plan.chainId === INVESTMENT_CHAIN_ID
  const investment = await deployed(
    new FomoInvestment__factory(deployer).deploy(
      admin,
      plan.signer,
      hjw!,
      treasury, // the lock address: invested HJW goes to the treasury
      parseEther(INVESTMENT_MAX),
      investing ? now + INVESTMENT_OPEN_SECONDS : now, // closed from its first block where nothing is invested
    ),
  )
  const investmentAddress = await investment.getAddress()
  const contracts = { dkConverter: converterAddress, investment: investmentAddress }
  if (investing) {
    for (const seed of SEED_INVESTMENTS) {
      const account = new Wallet(plan.accounts[seed.account]!.privateKey, provider)
      await mined(await DevToken__factory.connect(hjw!, account).approve(investmentAddress, parseEther(seed.hjw)))
      await mined(
        await FomoInvestment__factory.connect(investmentAddress, account).investment(hjw!, parseEther(seed.hjw)),
      )
    }
    return { contracts, investToken: hjw! }
  }
  if (plan.chainId !== WITHDRAW_CHAIN_ID) return { contracts }
  await mined(await DevToken__factory.connect(hjw!, deployer).mint(investmentAddress, parseEther(RELEASE_FUND)))
  await mined(await investment.setDailyCap(hjw!, parseEther(RELEASE_DAILY_CAP)))
  return {
    contracts,
    release: {
      investmentChainId: INVESTMENT_CHAIN_ID,
      token: hjw!,
      ratio: RELEASE_RATIO,
      start: now,
      cliffSeconds: RELEASE_CLIFF_SECONDS,
      durationSeconds: RELEASE_DURATION_SECONDS,
    },
  }
}
