import type { DeployedBridgeToken, DeployedToken, DeploymentRecord } from '../deployment/DeploymentRecord'
import { IncompleteDeploymentError } from '../errors/IncompleteDeploymentError'
import type { DeploymentPlan } from './DeploymentPlan'
import type { RecordedContract } from './DeployStep'
import { deployedPairOf } from './deployedPairOf'

/** What a finished deployment adds to its plan to make the record. */
export interface DeploymentOutcome {
  /** Each deployed contract's address, by its record name (the deploy steps' ids). */
  addresses: Partial<Record<RecordedContract, string>>
  /** The wrapped native coin as deployed or found on the chain. */
  wrappedNative: DeployedToken
  /** The block of the first deployment transaction: indexers start there. */
  startBlock: number
  rpcUrl: string
  /** The deployment's API server (`--api-url`), the CLI's default `--api`; absent: none recorded. */
  apiUrl?: string
  /** When the deployment finished (ISO 8601). */
  deployedAt: string
  /** keccak256 of the deployed build's FomoPair creation code. */
  initCodeHash: string
}

/**
 * The deployment record of a plan put on its chain: the contracts by name, the plan's tokens and the wrapped native
 * coin, its pairs (CREATE2 addresses from the factory), and the bridge, investment and bounty terms the app and the
 * server read (`investToken` where the chain takes investments, `release` where it pays them out). A real chain's
 * record has no invitations, V1 exchanges or name service.
 */
export function recordOf(plan: DeploymentPlan, outcome: DeploymentOutcome): DeploymentRecord {
  const { addresses } = outcome
  const required = (name: RecordedContract) => {
    const address = addresses[name]
    if (address === undefined) throw new IncompleteDeploymentError(name)
    return address
  }
  const tokens: DeployedToken[] = plan.tokens.map(({ address, symbol, name, decimals }) => ({
    address,
    symbol,
    name,
    decimals,
  }))
  const wrapped = outcome.wrappedNative
  if (!tokens.some((token) => token.address.toLowerCase() === wrapped.address.toLowerCase())) tokens.push(wrapped)
  const addressOf = (symbol: string) =>
    tokens.find((token) => token.symbol === symbol)?.address ??
    (symbol === `W${plan.nativeSymbol}` ? wrapped.address : '')
  const factory = required('factory')
  const contracts: DeploymentRecord['contracts'] = {
    factory,
    router: required('router'),
    wrappedNative: wrapped.address,
    multicall: required('multicall'),
  }
  for (const [name, address] of Object.entries(addresses) as [RecordedContract, string][]) {
    if (!(name in contracts)) contracts[name] = address
  }
  if (plan.v1Factory !== undefined) contracts.v1Factory = plan.v1Factory
  const record: DeploymentRecord = {
    chainId: plan.chainId,
    name: plan.name,
    nativeSymbol: plan.nativeSymbol,
    rpcUrl: outcome.rpcUrl,
    ...(outcome.apiUrl === undefined ? {} : { apiUrl: outcome.apiUrl }),
    startBlock: outcome.startBlock,
    deployedAt: outcome.deployedAt,
    initCodeHash: outcome.initCodeHash,
    contracts,
    tokens,
    pairs: plan.pairs.map(([a, b]) => deployedPairOf(factory, outcome.initCodeHash, addressOf(a), addressOf(b))),
  }
  if (plan.bridge && plan.roles.relayer) {
    const bridgeTokens: Record<string, DeployedBridgeToken> = {}
    for (const [symbol, terms] of Object.entries(plan.bridge.tokens)) {
      bridgeTokens[symbol] = { address: addressOf(symbol), ...terms }
    }
    record.bridge = {
      peerChainId: plan.bridge.peerChainId,
      destroyAddress: plan.bridge.destroyAddress,
      destroyBps: plan.bridge.destroyBps,
      operator: plan.roles.relayer,
      tokens: bridgeTokens,
    }
  }
  const investment = plan.investment
  // closeTime 0: the withdraw chain, which takes no investments and pays the release
  if (investment && investment.closeTime !== 0) record.investToken = addressOf(investment.token)
  if (investment?.release) {
    const { investmentChainId, ratio, start, cliffSeconds, durationSeconds } = investment.release
    const token = addressOf(investment.token)
    record.release = { investmentChainId, token, ratio, start, cliffSeconds, durationSeconds }
  }
  if (plan.bounty) record.bounty = plan.bounty
  return record
}
