import type { BountyClaimKind, BountyStatus } from './BountyService'

/**
 * What a receive button of the bounty area pays now, in wei: per token, what the account was credited under the
 * button's kind at the final heads (what is pending is never receivable) — `lpExt` the LP extension, `inviter` the direct game rewards (every credited promotion day) and the
 * invite tasks received, `top` the prizes of the draws it won — at most what the reward distributor has not paid yet
 * in that token (`status.unpaid`). Every claim asks for the one cumulative voucher, which pays each token's whole
 * unpaid total, so once a claim lands every button in that token reads 0 (grey) until something new is credited.
 */
export function receivable(status: BountyStatus, account: string, kind: BountyClaimKind): bigint {
  const credited = new Map<string, bigint>()
  const add = (token: string, amount: bigint) =>
    credited.set(token.toLowerCase(), (credited.get(token.toLowerCase()) ?? 0n) + amount)
  if (kind === 'lpExt') {
    for (const item of status.panel.lpReceivable) add(item.token, item.sum)
  } else if (kind === 'inviter') {
    for (const total of status.directTotals) add(total.token, total.sum)
    for (const task of status.tasks) if (task.received) add(task.reward.token, task.reward.amount)
  } else {
    const me = account.toLowerCase()
    for (const draw of status.panel.drawn)
      if (!draw.pending) for (const winner of draw.winners) if (winner.address === me) add(draw.token, winner.prize)
  }
  let total = 0n
  for (const [token, amount] of credited) {
    const unpaid = status.unpaid.get(token) ?? 0n
    total += amount < unpaid ? amount : unpaid
  }
  return total
}

/** The tokens whose unpaid totals `receivable` needs: every token the status credits or prizes are in. */
export function creditedTokens(status: Omit<BountyStatus, 'unpaid'>): string[] {
  const tokens = new Set<string>()
  for (const item of status.panel.lpReceivable) tokens.add(item.token.toLowerCase())
  for (const total of status.directTotals) tokens.add(total.token.toLowerCase())
  for (const task of status.tasks) if (task.received) tokens.add(task.reward.token.toLowerCase())
  for (const draw of status.panel.drawn) tokens.add(draw.token.toLowerCase())
  return [...tokens]
}
