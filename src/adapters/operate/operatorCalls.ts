import type { BaseContract, ContractTransaction, Provider, Signer } from 'ethers'
import type { AccessRoleName } from '../../domain/deploy/accessRoles'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { FomoError } from '../../domain/errors/FomoError'
import {
  FomoBridge__factory,
  FomoDkConverter__factory,
  FomoInvestment__factory,
  FomoPrizePool__factory,
  FomoRewardDistributor__factory,
  FomoSeasons__factory,
  FomoTitleNFT__factory,
  IERC20Minimal__factory,
} from '../contracts/generated'

/** Who may send a call: holders of an AccessControl role, the bridge's operator or an admin, or anyone. */
export type CallerRule = { role: AccessRoleName } | { bridgeOperatorOrRole: AccessRoleName } | { anyone: true }

/** One transaction an operator command sends, through the generated bindings, with the role it needs. */
export interface OperatorCall {
  /** How the dry run and the progress lines name it: `seasons.openSeason(2, 1767225600, …)`. */
  what: string
  /** The contract called (its record name, or `token` for an ERC-20). */
  contract: string
  address: string
  caller: CallerRule
  /** The call, built by the contract's binding (typechain): populated, not sent. */
  populate(signer: Signer): Promise<ContractTransaction>
  /** What must hold before it is sent: the tokens this call spends from the signer (balance checked first). */
  spends?: { token: string; amount: bigint }
  /** The approval it needs first: spender and amount of `spends.token` (sent only when the allowance is short). */
  approves?: string
}

/** A programme contract of the record, or an error naming what the record lacks. */
function contractOf(record: DeploymentRecord, name: keyof DeploymentRecord['contracts']): string {
  const address = record.contracts[name]
  if (!address) throw new OperatorRecordError(`chain ${record.chainId}'s deployment record has no ${name} contract`)
  return address
}

/** A record that lacks the contract (or the token) a command needs. */
export class OperatorRecordError extends FomoError {
  override readonly name = 'OperatorRecordError'
}

const call = <C extends BaseContract>(
  contract: string,
  address: string,
  caller: CallerRule,
  what: string,
  connect: (address: string, signer: Signer) => C,
  build: (bound: C) => Promise<ContractTransaction>,
  extra: Partial<Pick<OperatorCall, 'spends' | 'approves'>> = {},
): OperatorCall => ({
  what: `${contract}.${what}`,
  contract,
  address,
  caller,
  populate: (signer) => build(connect(address, signer)),
  ...extra,
})

/**
 * Every setter and funding call the operator commands send, in one place (a contract's setter that changes shape is
 * changed here only): each built from the record's addresses through the contract's generated binding.
 */
export const operatorCalls = {
  openSeason(record: DeploymentRecord, season: number, endTime: number, nft1Ask: bigint, nft2Ask: bigint) {
    return call(
      'seasons',
      contractOf(record, 'seasons'),
      { role: 'OPERATOR_ROLE' },
      `openSeason(${season}, ${endTime}, ${nft1Ask}, ${nft2Ask})`,
      FomoSeasons__factory.connect,
      (seasons) => seasons.openSeason.populateTransaction(season, endTime, nft1Ask, nft2Ask),
    )
  },
  fundSeason(record: DeploymentRecord, season: number, token: string, amount: bigint) {
    const seasons = contractOf(record, 'seasons')
    return call(
      'seasons',
      seasons,
      { role: 'OPERATOR_ROLE' },
      `fundSeason(${season}, ${token}, ${amount})`,
      FomoSeasons__factory.connect,
      (bound) => bound.fundSeason.populateTransaction(season, token, amount),
      { spends: { token, amount }, approves: seasons },
    )
  },
  /** LP mining (and every programme's vouchers) pays from the reward distributor's balance. */
  fundDistributor(record: DeploymentRecord, token: string, amount: bigint) {
    return transfer('rewardDistributor', contractOf(record, 'rewardDistributor'), token, amount)
  },
  fundPrizePool(record: DeploymentRecord, token: string, amount: bigint) {
    const pool = contractOf(record, 'prizePool')
    return call(
      'prizePool',
      pool,
      { anyone: true },
      `fund(${token}, ${amount})`,
      FomoPrizePool__factory.connect,
      (bound) => bound.fund.populateTransaction(token, amount),
      { spends: { token, amount }, approves: pool },
    )
  },
  /** The bridge pays transfers out of what it holds of the token. */
  fundBridge(record: DeploymentRecord, token: string, amount: bigint) {
    return transfer('bridge', contractOf(record, 'bridge'), token, amount)
  },
  setDistributorCap(record: DeploymentRecord, token: string, cap: bigint) {
    return call(
      'rewardDistributor',
      contractOf(record, 'rewardDistributor'),
      { role: 'ADMIN_ROLE' },
      `setDailyCap(${token}, ${cap})`,
      FomoRewardDistributor__factory.connect,
      (bound) => bound.setDailyCap.populateTransaction(token, cap),
    )
  },
  setInvestmentCap(record: DeploymentRecord, token: string, cap: bigint) {
    return call(
      'investment',
      contractOf(record, 'investment'),
      { role: 'ADMIN_ROLE' },
      `setDailyCap(${token}, ${cap})`,
      FomoInvestment__factory.connect,
      (bound) => bound.setDailyCap.populateTransaction(token, cap),
    )
  },
  /**
   * The bridge's outflow cap over any 24 hours: a term of the token's listing, so collectionTokenInit again with its
   * twin and service rate as the chain holds them now (read here, so a rate changed since the deploy is kept).
   */
  async setBridgeCap(provider: Provider, record: DeploymentRecord, token: string, cap: bigint): Promise<OperatorCall> {
    const address = contractOf(record, 'bridge')
    const bridge = FomoBridge__factory.connect(address, provider)
    const [listed, serviceBps] = await bridge.tokenConfig(token)
    if (!listed) {
      throw new OperatorRecordError(`${token} is not listed on chain ${record.chainId}'s bridge: it has no cap to set`)
    }
    const remote = await bridge.remoteTokenOf(token)
    return call(
      'bridge',
      address,
      { role: 'ADMIN_ROLE' },
      `collectionTokenInit(${token}, ${remote}, ${serviceBps}, ${cap})`,
      FomoBridge__factory.connect,
      (bound) => bound.collectionTokenInit.populateTransaction(token, remote, serviceBps, cap),
    )
  },
  /** Adds to the DK converter's reserve of DK or DK2 (fundPool, anyone may), from which conversions pay. */
  async fundConverter(provider: Provider, record: DeploymentRecord, token: string, amount: bigint) {
    const address = contractOf(record, 'dkConverter')
    const converter = FomoDkConverter__factory.connect(address, provider)
    const [dk, dk2] = await Promise.all([converter.DKaddr(), converter.DK2addr()])
    if (![dk, dk2].some((pooled) => pooled.toLowerCase() === token.toLowerCase())) {
      throw new OperatorRecordError(
        `the DK converter of chain ${record.chainId} holds reserves of DK (${dk}) and DK2 (${dk2}) only, not ${token}`,
      )
    }
    return call(
      'dkConverter',
      address,
      { anyone: true },
      `fundPool(${token}, ${amount})`,
      FomoDkConverter__factory.connect,
      (bound) => bound.fundPool.populateTransaction(token, amount),
      { spends: { token, amount }, approves: address },
    )
  },
  /** setSigner on every contract of the record that checks the claim signer's signatures. */
  rotateSigner(record: DeploymentRecord, signer: string): OperatorCall[] {
    const admin = { role: 'ADMIN_ROLE' } as const
    const what = `setSigner(${signer})`
    const { rewardDistributor, investment, titleNft, bridge } = record.contracts
    return [
      rewardDistributor &&
        call('rewardDistributor', rewardDistributor, admin, what, FomoRewardDistributor__factory.connect, (b) =>
          b.setSigner.populateTransaction(signer),
        ),
      investment &&
        call('investment', investment, admin, what, FomoInvestment__factory.connect, (b) =>
          b.setSigner.populateTransaction(signer),
        ),
      titleNft &&
        call('titleNft', titleNft, admin, what, FomoTitleNFT__factory.connect, (b) =>
          b.setSigner.populateTransaction(signer),
        ),
      bridge &&
        call('bridge', bridge, admin, what, FomoBridge__factory.connect, (b) =>
          b.setSigner.populateTransaction(signer),
        ),
    ].filter((entry): entry is OperatorCall => entry !== undefined)
  },
  /** pause() or unpause() on the named contracts (all that can pause when none is named). */
  pause(record: DeploymentRecord, paused: boolean, names: readonly PausableContract[]): OperatorCall[] {
    const method = paused ? 'pause' : 'unpause'
    const chosen = names.length > 0 ? names : PAUSABLE.filter((name) => record.contracts[name] !== undefined)
    return chosen.map((name) => {
      const address = contractOf(record, name)
      const caller: CallerRule =
        name === 'bridge'
          ? paused
            ? { bridgeOperatorOrRole: 'ADMIN_ROLE' }
            : { role: 'ADMIN_ROLE' }
          : { role: 'OPERATOR_ROLE' }
      const connect = PAUSABLE_BINDINGS[name]
      return call(name, address, caller, `${method}()`, connect, (bound) =>
        (bound as unknown as Record<string, { populateTransaction(): Promise<ContractTransaction> }>)[
          method
        ]!.populateTransaction(),
      )
    })
  },
}

/** The contracts with pause() and unpause(). */
export const PAUSABLE = ['rewardDistributor', 'investment', 'titleNft', 'seasons', 'dkConverter', 'bridge'] as const
export type PausableContract = (typeof PAUSABLE)[number]
const PAUSABLE_BINDINGS: Record<PausableContract, (address: string, signer: Signer) => BaseContract> = {
  rewardDistributor: FomoRewardDistributor__factory.connect,
  investment: FomoInvestment__factory.connect,
  titleNft: FomoTitleNFT__factory.connect,
  seasons: FomoSeasons__factory.connect,
  dkConverter: FomoDkConverter__factory.connect,
  bridge: FomoBridge__factory.connect,
}

/** A plain ERC-20 transfer of the signer's `token` to a contract that pays from its balance. */
function transfer(contract: string, to: string, token: string, amount: bigint): OperatorCall {
  return {
    what: `token ${token}.transfer(${contract} ${to}, ${amount})`,
    contract: 'token',
    address: token,
    caller: { anyone: true },
    populate: (signer) => IERC20Minimal__factory.connect(token, signer).transfer.populateTransaction(to, amount),
    spends: { token, amount },
  }
}
