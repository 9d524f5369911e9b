import type { DeployedBounty } from '../deployment/DeploymentRecord'
import { planField } from './planField'

const MAX_COUNT = 1_000_000 // as readBountyTerms: past any sane team or friend count
const MAX_WEIGHT = 1_000_000 // as readBountyTerms: a weight may exceed 1x; 100x is past any sane term

/**
 * Reads `bounty` (the record's DeployedBounty, token fields as addresses) with readBountyTerms' bounds: counts whole
 * numbers, amounts wei strings, weights 0 to 1,000,000 bps, the LP extension share at most 10,000 bps, and invite
 * tasks with distinct ids, at least one friend each.
 *
 * @throws InvalidDeploymentPlanError naming the first field that is wrong.
 */
export function readPlanBounty(value: unknown): DeployedBounty {
  const bounty = planField.object('bounty', value, [
    'nodeTeam',
    'nodeDirectPeople',
    'nodeDirectBet',
    'betToken',
    'dailyPool',
    'weights',
    'lpExtRewardBps',
    'inviteTasks',
  ])
  const nodeTeam = planField.integer('bounty.nodeTeam', bounty.nodeTeam, 0, MAX_COUNT)
  const nodeDirectPeople = planField.integer('bounty.nodeDirectPeople', bounty.nodeDirectPeople, 0, MAX_COUNT)
  const nodeDirectBet = planField.wei('bounty.nodeDirectBet', bounty.nodeDirectBet)
  const betToken = bounty.betToken === undefined ? undefined : planField.address('bounty.betToken', bounty.betToken)
  const pool = planField.object('bounty.dailyPool', bounty.dailyPool, ['token', 'amount'])
  const dailyPool = {
    token: planField.address('bounty.dailyPool.token', pool.token),
    amount: planField.wei('bounty.dailyPool.amount', pool.amount),
  }
  const rawWeights = planField.object('bounty.weights', bounty.weights, ['2', '5'])
  const weights = {
    2: planField.bps('bounty.weights.2', rawWeights[2], MAX_WEIGHT),
    5: planField.bps('bounty.weights.5', rawWeights[5], MAX_WEIGHT),
  }
  const lpExtRewardBps = planField.bps('bounty.lpExtRewardBps', bounty.lpExtRewardBps)
  const ids = new Map<string, string>()
  const inviteTasks = planField.array('bounty.inviteTasks', bounty.inviteTasks, 'invite tasks').map((entry, i) => {
    const path = planField.index('bounty.inviteTasks', i)
    const task = planField.object(path, entry, ['id', 'invites', 'reward'])
    const id = planField.integer(`${path}.id`, task.id, 0, Number.MAX_SAFE_INTEGER)
    planField.once(ids, String(id), `${path}.id`, 'give each task its own id')
    const invites = planField.integer(`${path}.invites`, task.invites, 1, MAX_COUNT, ' (direct friends)')
    const reward = planField.object(`${path}.reward`, task.reward, ['token', 'amount'])
    return {
      id,
      invites,
      reward: {
        token: planField.address(`${path}.reward.token`, reward.token),
        amount: planField.wei(`${path}.reward.amount`, reward.amount),
      },
    }
  })
  return {
    nodeTeam,
    nodeDirectPeople,
    nodeDirectBet,
    ...(betToken === undefined ? {} : { betToken }),
    dailyPool,
    weights,
    lpExtRewardBps,
    inviteTasks,
  }
}
