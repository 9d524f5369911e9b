import type { DeploymentPlan } from './DeploymentPlan'
import { planField } from './planField'

type CapitalPool = NonNullable<DeploymentPlan['capitalPool']>

/**
 * Reads `capitalPool`: distinct tokens of `tokens`, and deposit options with distinct ids 0 to 255 (the contract's
 * uint8) and terms of 0 (withdraw any time) to 3650 days.
 *
 * @throws InvalidDeploymentPlanError naming the first field that is wrong.
 */
export function readPlanCapitalPool(value: unknown, symbols: ReadonlySet<string>): CapitalPool {
  const pool = planField.object('capitalPool', value, ['tokens', 'options'])
  const listed = new Map<string, string>()
  const tokens = planField.array('capitalPool.tokens', pool.tokens, 'token symbols').map((entry, i) => {
    const path = planField.index('capitalPool.tokens', i)
    const token = planField.symbol(path, entry, symbols)
    planField.once(listed, token, path, 'list each token once')
    return token
  })
  if (tokens.length === 0) planField.fail('capitalPool.tokens', 'is empty: list a token, or leave capitalPool out')

  const ids = new Map<string, string>()
  const options = planField.array('capitalPool.options', pool.options, 'deposit options').map((entry, i) => {
    const path = planField.index('capitalPool.options', i)
    const raw = planField.object(path, entry, ['option', 'termDays'])
    const option = {
      option: planField.integer(`${path}.option`, raw.option, 0, 255),
      termDays: planField.integer(`${path}.termDays`, raw.termDays, 0, 3650, ' (0: withdraw any time)'),
    }
    planField.once(ids, String(option.option), `${path}.option`, 'give each option its own id')
    return option
  })
  if (options.length === 0) planField.fail('capitalPool.options', 'is empty: offer at least one deposit option')
  return { tokens, options }
}
