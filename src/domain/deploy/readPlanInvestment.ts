import type { DeploymentPlan } from './DeploymentPlan'
import { planField } from './planField'
import { readPlanRelease } from './readPlanRelease'

const MAX_UINT112 = (1n << 112n) - 1n // FomoInvestment.setDailyCap's limit

type Investment = NonNullable<DeploymentPlan['investment']>

/**
 * Reads `investment`: a token of `tokens`, the lock address, a maximum above 0, a close time after `now` (unix
 * seconds) — or 0 on the withdraw chain, which only pays the release and never takes investments (closed from its
 * first block) — and a daily cap above 0 per released token (each token once). The withdraw chain, and only it, gives
 * the `release` terms (readPlanRelease), with a cap on `token`, the token it pays; investments taken beside a release
 * would be released nowhere, so a release with an open close time is refused.
 *
 * @throws InvalidDeploymentPlanError naming the first field that is wrong.
 */
export function readPlanInvestment(
  value: unknown,
  symbols: ReadonlySet<string>,
  now: number,
  chainId: number,
): Investment {
  const investment = planField.object('investment', value, [
    'token',
    'lockAddress',
    'max',
    'closeTime',
    'dailyCaps',
    'release',
  ])
  const token = planField.symbol('investment.token', investment.token, symbols)
  const lockAddress = planField.address('investment.lockAddress', investment.lockAddress)
  const max = planField.wei('investment.max', investment.max, { min: 1n, whyMin: 'a maximum of 0 takes nothing' })
  const closeTime = planField.unixSeconds('investment.closeTime', investment.closeTime)
  if (closeTime !== 0 && closeTime <= now) {
    planField.fail(
      'investment.closeTime',
      `is ${closeTime}, a close time in the past (now is ${now}): give a later time in unix seconds, or 0 where the chain only pays the release`,
    )
  }
  const capped = new Map<string, string>()
  const dailyCaps = planField.array('investment.dailyCaps', investment.dailyCaps, 'daily caps').map((entry, i) => {
    const path = planField.index('investment.dailyCaps', i)
    const cap = planField.object(path, entry, ['token', 'dailyCap'])
    const capToken = planField.symbol(`${path}.token`, cap.token, symbols)
    planField.once(capped, capToken, `${path}.token`, 'give each token one cap')
    const dailyCap = planField.wei(`${path}.dailyCap`, cap.dailyCap, {
      min: 1n,
      max: MAX_UINT112,
      whyMin: 'a cap of 0 pays nothing',
    })
    return { token: capToken, dailyCap }
  })
  const read: Investment = { token, lockAddress, max, closeTime, dailyCaps }
  if (investment.release === undefined) {
    if (closeTime === 0) {
      planField.fail(
        'investment.release',
        'is missing: closeTime 0 makes this the withdraw chain, which only pays the release: give its terms (investmentChainId, ratio, start, cliffSeconds, durationSeconds), or a close time where the chain takes investments',
      )
    }
    return read
  }
  if (closeTime !== 0) {
    planField.fail(
      'investment.release',
      `is given with closeTime ${closeTime}: the withdraw chain takes no investments (they would be released nowhere): set closeTime to 0, or leave release out on the investment chain`,
    )
  }
  read.release = readPlanRelease(investment.release, chainId)
  if (!capped.has(token)) {
    planField.fail(
      'investment.dailyCaps',
      `has no cap for ${token}, the released token: add one, or the release pays nothing`,
    )
  }
  return read
}
