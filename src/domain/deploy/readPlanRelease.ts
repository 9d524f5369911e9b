import { parseInvestmentRatio } from '../release/investmentRatio'
import type { PlannedRelease } from './DeploymentPlan'
import { planField } from './planField'

const PATH = 'investment.release'

/**
 * Reads `investment.release`, the terms the withdraw chain pays its release on: the investment chain (not `chainId`),
 * the ratio as a plain decimal above 0 ("1", "1.5"), the start (unix seconds), a duration of at least a second and a
 * cliff from 0 to the duration — the checks src/domain/release and the record's reader make, so a record written from
 * it is one they accept.
 *
 * @throws InvalidDeploymentPlanError naming the first field that is wrong.
 */
export function readPlanRelease(value: unknown, chainId: number): PlannedRelease {
  const release = planField.object(PATH, value, [
    'investmentChainId',
    'ratio',
    'start',
    'cliffSeconds',
    'durationSeconds',
  ])
  const investmentChainId = planField.integer(
    `${PATH}.investmentChainId`,
    release.investmentChainId,
    1,
    Number.MAX_SAFE_INTEGER,
  )
  if (investmentChainId === chainId) {
    planField.fail(
      `${PATH}.investmentChainId`,
      `is ${chainId}, this chain itself: give the chain whose FomoInvestment takes the investments released here`,
    )
  }
  const ratio = readRatio(`${PATH}.ratio`, release.ratio)
  const start = planField.unixSeconds(`${PATH}.start`, release.start)
  const durationSeconds = planField.integer(
    `${PATH}.durationSeconds`,
    release.durationSeconds,
    1,
    Number.MAX_SAFE_INTEGER,
    ' (seconds the release runs from start)',
  )
  const cliffSeconds = planField.integer(
    `${PATH}.cliffSeconds`,
    release.cliffSeconds,
    0,
    durationSeconds,
    ' (seconds after start before anything is released, at most durationSeconds)',
  )
  return { investmentChainId, ratio, start, cliffSeconds, durationSeconds }
}

/** The spec's investment_ratio: release tokens per invested token, a decimal string the release can compute with. */
function readRatio(path: string, value: unknown): string {
  const expected = 'a plain decimal above 0 as a string, such as "1" or "1.5" (release tokens per invested token)'
  if (typeof value === 'number') planField.fail(path, `is the number ${value}: give ${expected}`)
  const ratio = planField.text(path, value, expected)
  try {
    parseInvestmentRatio(ratio)
  } catch {
    planField.fail(path, `is ${JSON.stringify(ratio)}: give ${expected}, at most 18 decimal places`)
  }
  return ratio
}
