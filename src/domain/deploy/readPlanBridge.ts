import type { DeploymentPlan } from './DeploymentPlan'
import { planField } from './planField'

const MAX_SERVICE_BPS = 1_000 // FomoBridge.MAX_SERVICE_BPS
const MAX_DESTROY_BPS = 5_000 // FomoBridge.MAX_DESTROY_BPS: with the service fee, under 100 % of what is sent
const MAX_PEER_CHAIN_ID = 0xffff_ffff // FomoBridge's InvalidPeerChain bound
const MAX_UINT96 = (1n << 96n) - 1n // FomoBridge.collectionTokenInit's cap limit
const MAX_UINT128 = (1n << 128n) - 1n // FomoBridge.setMinAmount's limit
const BURN_HINT = 'give a real address (to burn, 0x000000000000000000000000000000000000dEaD)'

type Bridge = NonNullable<DeploymentPlan['bridge']>

/**
 * Reads `bridge`: a peer chain other than `chainId` (1 to 2^32 - 1), a destroy address that is not zero (the 0x…dEaD
 * burn address is fine), the contract's rate caps (destroy at most 5,000 bps, each service fee at most 1,000), and per
 * token of `tokens` (keyed by symbol) its twin on the peer chain (each twin once), its fee, a cap above 0 and a
 * minimum amount above 0 and at most the cap (a collection below it is refused, on chain and by the server's quote).
 *
 * @throws InvalidDeploymentPlanError naming the first field that is wrong.
 */
export function readPlanBridge(value: unknown, symbols: ReadonlySet<string>, chainId: number): Bridge {
  const bridge = planField.object('bridge', value, ['peerChainId', 'destroyAddress', 'destroyBps', 'tokens'])
  const peerChainId = planField.integer('bridge.peerChainId', bridge.peerChainId, 1, MAX_PEER_CHAIN_ID)
  if (peerChainId === chainId) {
    planField.fail('bridge.peerChainId', `is ${chainId}, this chain itself: give the chain the bridge sends to`)
  }
  const destroyAddress = planField.address('bridge.destroyAddress', bridge.destroyAddress, BURN_HINT)
  const destroyBps = planField.bps('bridge.destroyBps', bridge.destroyBps, MAX_DESTROY_BPS)

  const entries = Object.entries(planField.object('bridge.tokens', bridge.tokens))
  if (entries.length === 0)
    planField.fail('bridge.tokens', 'is empty: list a token the bridge carries, or leave bridge out')
  const remotes = new Map<string, string>()
  const tokens: Bridge['tokens'] = {}
  for (const [symbol, entry] of entries) {
    const path = `bridge.tokens.${symbol}`
    if (!symbols.has(symbol)) {
      planField.fail(path, `is not in tokens: add ${symbol} to tokens, or fix the symbol it is keyed by`)
    }
    const token = planField.object(path, entry, ['remote', 'serviceBps', 'dailyCap', 'minAmount'])
    const remote = planField.address(`${path}.remote`, token.remote)
    planField.once(remotes, remote.toLowerCase(), `${path}.remote`, 'each token needs its own twin on the peer chain')
    const dailyCap = planField.wei(`${path}.dailyCap`, token.dailyCap, {
      min: 1n,
      max: MAX_UINT96,
      whyMin: 'a cap of 0 pays nothing',
    })
    const minAmount = planField.wei(`${path}.minAmount`, token.minAmount, {
      min: 1n,
      max: MAX_UINT128,
      whyMin: 'give the smallest amount worth a payout (a 1-wei transfer costs the relayer a whole payout)',
    })
    if (BigInt(minAmount) > BigInt(dailyCap)) {
      planField.fail(`${path}.minAmount`, `is above ${path}.dailyCap: no collection could ever be paid out`)
    }
    tokens[symbol] = {
      remote,
      serviceBps: planField.bps(`${path}.serviceBps`, token.serviceBps, MAX_SERVICE_BPS),
      dailyCap,
      minAmount,
    }
  }
  return { peerChainId, destroyAddress, destroyBps, tokens }
}
