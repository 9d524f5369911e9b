import type { DeployedBounty } from '../deployment/DeploymentRecord'
import { InvalidBountyTermsError } from '../errors/InvalidBountyTermsError'
import type { BountyTerms } from './BountyTerms'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const WEI = /^(0|[1-9]\d{0,77})$/
const MAX_BPS = 1_000_000 // a weight may exceed 1x; 100x is past any sane term

/**
 * The bounty terms of a deployment record's `bounty` block, checked: addresses 0x plus 40 hex (lowercased), wei as
 * decimal strings, counts and basis points whole numbers (weights up to 100x, the LP extension share up to 100%),
 * invite tasks need at least one friend and unique ids. `betToken` defaults to the daily pool's token.
 *
 * @throws InvalidBountyTermsError naming the first field that is not usable.
 */
export function readBountyTerms(deployed: DeployedBounty): BountyTerms {
  const address = (field: string, value: unknown) => {
    if (typeof value !== 'string' || !ADDRESS.test(value)) throw new InvalidBountyTermsError(field, value, 'an address')
    return value.toLowerCase()
  }
  const wei = (field: string, value: unknown) => {
    if (typeof value !== 'string' || !WEI.test(value))
      throw new InvalidBountyTermsError(field, value, 'a whole number of wei as a decimal string')
    return BigInt(value)
  }
  const whole = (field: string, value: unknown, max: number, min = 0) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max)
      throw new InvalidBountyTermsError(field, value, `a whole number from ${min} to ${max}`)
    return value
  }
  const dailyPool = {
    token: address('dailyPool.token', deployed.dailyPool?.token),
    amount: wei('dailyPool.amount', deployed.dailyPool?.amount),
  }
  const ids = new Set<number>()
  const inviteTasks = (deployed.inviteTasks ?? []).map((task, i) => {
    const id = whole(`inviteTasks[${i}].id`, task.id, Number.MAX_SAFE_INTEGER)
    if (ids.has(id)) throw new InvalidBountyTermsError(`inviteTasks[${i}].id`, id, 'an id no other task has')
    ids.add(id)
    return {
      id,
      invites: whole(`inviteTasks[${i}].invites`, task.invites, 1_000_000, 1),
      reward: {
        token: address(`inviteTasks[${i}].reward.token`, task.reward?.token),
        amount: wei(`inviteTasks[${i}].reward.amount`, task.reward?.amount),
      },
    }
  })
  inviteTasks.sort((a, b) => a.invites - b.invites || a.id - b.id)
  return {
    nodeTeam: whole('nodeTeam', deployed.nodeTeam, 1_000_000),
    nodeDirectPeople: whole('nodeDirectPeople', deployed.nodeDirectPeople, 1_000_000),
    nodeDirectBet: wei('nodeDirectBet', deployed.nodeDirectBet),
    betToken: deployed.betToken === undefined ? dailyPool.token : address('betToken', deployed.betToken),
    dailyPool,
    weights: {
      2: whole('weights.2', deployed.weights?.[2], MAX_BPS),
      5: whole('weights.5', deployed.weights?.[5], MAX_BPS),
    },
    lpExtRewardBps: whole('lpExtRewardBps', deployed.lpExtRewardBps, 10_000),
    inviteTasks,
  }
}
