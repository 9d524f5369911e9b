import type { GameRound } from '../../../src/domain/bounty/GameRound'
import { EnergyLedger } from '../../../src/domain/season/EnergyLedger'
import type { InvitationBound } from '../../../src/domain/season/SeasonEvent'

/**
 * The referral tree as the season programme's energy ledger binds it (the rules the bounty area must share), and the
 * time each binding counts from: a binding refused once (self, cycle) is refused for good, so it is the earliest
 * binding of the pair.
 */
export function referralModel(bindings: readonly InvitationBound[]) {
  const ledger = new EnergyLedger()
  for (const binding of [...bindings].sort((a, b) => a.time - b.time)) ledger.apply(binding)
  const inviterOf = (account: string) => ledger.inviterOf(account.toLowerCase())
  const since = (account: string) => {
    const inviter = inviterOf(account)
    return Math.min(
      ...bindings.filter((b) => b.invitee === account.toLowerCase() && b.inviter === inviter).map((b) => b.time),
    )
  }
  /** Whether `round` counts for `account`: its player is a direct (1) or diffused (2) friend, from joining on. */
  const countsFor = (round: GameRound, account: string, levels: readonly number[] = [1, 2]) => {
    const player = round.player.toLowerCase()
    const parent = inviterOf(player)
    if (parent === undefined) return false
    if (levels.includes(1) && parent === account && round.time >= since(player)) return true
    const grand = inviterOf(parent)
    return levels.includes(2) && grand === account && round.time >= Math.max(since(player), since(parent))
  }
  return { inviterOf, since, countsFor }
}
