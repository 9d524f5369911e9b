import type { DeploymentPlan } from './DeploymentPlan'
import { planField } from './planField'

const MAX_FEE_BPS = 1_000 // FomoDkConverter.MAX_FEE_BPS
const MAX_BASE = 10n ** 36n // FomoDkConverter's InvalidBase bound

type DkConverter = NonNullable<DeploymentPlan['dkConverter']>

/**
 * Reads `dkConverter`: two different tokens of `tokens`, a base number from 1 to 10^36, a fee of at most 1,000 bps
 * (the contract's cap), the two minimums in wei and the fee recipient's address.
 *
 * @throws InvalidDeploymentPlanError naming the first field that is wrong.
 */
export function readPlanDkConverter(value: unknown, symbols: ReadonlySet<string>): DkConverter {
  const converter = planField.object('dkConverter', value, [
    'dk',
    'dk2',
    'baseNumber',
    'feeBps',
    'minDk',
    'minDk2',
    'feeRecipient',
  ])
  const dk = planField.symbol('dkConverter.dk', converter.dk, symbols)
  const dk2 = planField.symbol('dkConverter.dk2', converter.dk2, symbols)
  if (dk === dk2) planField.fail('dkConverter.dk2', `is ${dk}, the same token as dk: give the other token`)
  return {
    dk,
    dk2,
    baseNumber: planField.wei('dkConverter.baseNumber', converter.baseNumber, {
      min: 1n,
      max: MAX_BASE,
      whyMin: 'the DK one DK2 is worth cannot be 0',
    }),
    feeBps: planField.bps('dkConverter.feeBps', converter.feeBps, MAX_FEE_BPS),
    minDk: planField.wei('dkConverter.minDk', converter.minDk),
    minDk2: planField.wei('dkConverter.minDk2', converter.minDk2),
    feeRecipient: planField.address('dkConverter.feeRecipient', converter.feeRecipient),
  }
}
