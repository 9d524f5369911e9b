import type { DeploymentPlan } from './DeploymentPlan'
import { planField } from './planField'

const MAX_UINT112 = (1n << 112n) - 1n // FomoRewardDistributor.setDailyCap's limit
const MAX_RATIO = 1_000_000 // a weight or energy ratio of 100x is past any sane term, and fits the contract's uint32

type Mining = NonNullable<DeploymentPlan['mining']>

/**
 * Reads `mining`: a reward token of `tokens`, pools on distinct pairs of `pairs` emitting more than 0 a second, lock
 * options with distinct days (0 to 3650) and a weight above 0, and a payout cap above 0 per token, the reward token's
 * among them (the distributor pays nothing of a token without one).
 *
 * @throws InvalidDeploymentPlanError naming the first field that is wrong.
 */
export function readPlanMining(value: unknown, symbols: ReadonlySet<string>, pairs: DeploymentPlan['pairs']): Mining {
  const mining = planField.object('mining', value, ['rewardToken', 'pools', 'lockOptions', 'payoutCaps'])
  const rewardToken = planField.symbol('mining.rewardToken', mining.rewardToken, symbols)

  const created = new Set(pairs.map(planField.pairKey))
  const pooled = new Map<string, string>()
  const pools = planField.array('mining.pools', mining.pools, 'pools').map((entry, i) => {
    const path = planField.index('mining.pools', i)
    const pool = planField.object(path, entry, ['pair', 'rewardPerSecond'])
    const pair = planField.pair(`${path}.pair`, pool.pair, symbols)
    if (!created.has(planField.pairKey(pair))) {
      planField.fail(`${path}.pair`, `is ${pair.join('/')}, which is not in pairs: add it to pairs or fix the pool`)
    }
    planField.once(pooled, planField.pairKey(pair), `${path}.pair`, 'open one pool per pair')
    const rewardPerSecond = planField.wei(`${path}.rewardPerSecond`, pool.rewardPerSecond, {
      min: 1n,
      whyMin: 'a pool emitting 0 pays nobody',
    })
    return { pair, rewardPerSecond }
  })
  if (pools.length === 0) planField.fail('mining.pools', 'is empty: open at least one pool, or leave mining out')

  const days = new Map<string, string>()
  const lockOptions = planField.array('mining.lockOptions', mining.lockOptions, 'lock options').map((entry, i) => {
    const path = planField.index('mining.lockOptions', i)
    const option = planField.object(path, entry, ['days', 'weight', 'energyRatio'])
    const lock = {
      days: planField.integer(`${path}.days`, option.days, 0, 3650, ' (0 is the flexible pledge)'),
      weight: planField.integer(`${path}.weight`, option.weight, 1, MAX_RATIO, ' (basis points, 10000 = 1x)'),
      energyRatio: planField.integer(`${path}.energyRatio`, option.energyRatio, 0, MAX_RATIO, ' (basis points)'),
    }
    planField.once(days, String(lock.days), `${path}.days`, 'offer each term once')
    return lock
  })
  if (lockOptions.length === 0) {
    planField.fail('mining.lockOptions', 'is empty: offer at least one lock option (days 0 is the flexible pledge)')
  }

  const capped = new Map<string, string>()
  const payoutCaps = planField.array('mining.payoutCaps', mining.payoutCaps, 'payout caps').map((entry, i) => {
    const path = planField.index('mining.payoutCaps', i)
    const cap = planField.object(path, entry, ['token', 'dailyCap'])
    const token = planField.symbol(`${path}.token`, cap.token, symbols)
    planField.once(capped, token, `${path}.token`, 'give each token one cap')
    const dailyCap = planField.wei(`${path}.dailyCap`, cap.dailyCap, {
      min: 1n,
      max: MAX_UINT112,
      whyMin: 'a cap of 0 pays nothing',
    })
    return { token, dailyCap }
  })
  if (!capped.has(rewardToken)) {
    planField.fail('mining.payoutCaps', `has no cap for ${rewardToken}, the reward token: add one, or nothing is paid`)
  }
  return { rewardToken, pools, lockOptions, payoutCaps }
}
