import type { DeploymentPlan, PlannedToken } from './DeploymentPlan'
import { planField } from './planField'

/** The plan's tokens and pairs, checked, with the set of symbols the rest of the plan may name. */
export interface PlanTokens {
  tokens: PlannedToken[]
  pairs: DeploymentPlan['pairs']
  symbols: ReadonlySet<string>
}

/**
 * Reads `tokens` (symbols and addresses unique, decimals 0 to 36) and `pairs` (two different tokens of `tokens`, no
 * pair twice in either order). `W` plus the native symbol (WBNB, WHT) names the chain's wrapped native coin unless
 * `tokens` lists a token of that symbol: the plan needs no entry for a coin it may deploy itself.
 *
 * @throws InvalidDeploymentPlanError naming the first field that is wrong.
 */
export function readPlanTokens(plan: Record<string, unknown>): PlanTokens {
  const symbolAt = new Map<string, string>()
  const addressAt = new Map<string, string>()
  const tokens = planField.array('tokens', plan.tokens, 'tokens').map((value, i) => {
    const path = planField.index('tokens', i)
    const entry = planField.object(path, value, ['symbol', 'name', 'address', 'decimals'])
    const token: PlannedToken = {
      symbol: planField.text(`${path}.symbol`, entry.symbol),
      name: planField.text(`${path}.name`, entry.name),
      address: planField.address(`${path}.address`, entry.address),
      decimals: planField.integer(`${path}.decimals`, entry.decimals, 0, 36),
    }
    const sameSymbol = symbolAt.get(token.symbol.toLowerCase())
    if (sameSymbol)
      planField.fail(`${path}.symbol`, `is ${token.symbol}, as ${sameSymbol} is: give each token its own symbol`)
    const sameAddress = addressAt.get(token.address.toLowerCase())
    if (sameAddress) planField.fail(`${path}.address`, `is ${sameAddress}'s address too: list each token once`)
    symbolAt.set(token.symbol.toLowerCase(), `${path}.symbol`)
    addressAt.set(token.address.toLowerCase(), `${path}`)
    return token
  })
  const symbols = new Set(tokens.map((token) => token.symbol))
  if (typeof plan.nativeSymbol === 'string' && !symbolAt.has(`w${plan.nativeSymbol}`.toLowerCase())) {
    symbols.add(`W${plan.nativeSymbol}`)
  }

  const pairKeys = new Map<string, string>()
  const pairs = planField.array('pairs', plan.pairs, 'pairs of token symbols').map((value, i) => {
    const path = planField.index('pairs', i)
    const pair = planField.pair(path, value, symbols)
    const key = planField.pairKey(pair)
    const same = pairKeys.get(key)
    if (same) planField.fail(path, `is ${pair.join('/')}, the same pair as ${same}: create each pair once`)
    pairKeys.set(key, path)
    return pair
  })
  return { tokens, pairs, symbols }
}
