import type { RewardCredit } from '../../src/domain/rewards/RewardCredit'
import type { BountyCredits } from '../../src/ports/BountyCredits'
import type { RewardLedger } from '../../src/ports/RewardLedger'

/**
 * The reward ledger in memory (BountyCredits' writes and RewardLedger's reads): each (chain, programme, key, account,
 * token) written once, as the database's unique key does; every write call is recorded, new credits or not.
 */
export class InMemoryRewardCredits implements BountyCredits, RewardLedger {
  readonly writes: { chainId: number; credits: readonly RewardCredit[]; at: number }[] = []
  private readonly stored = new Map<string, RewardCredit & { chainId: number }>()

  async write(chainId: number, credits: readonly RewardCredit[], _draws: unknown, at: number): Promise<number> {
    this.writes.push({ chainId, credits, at })
    let written = 0
    for (const credit of credits) {
      const id = [chainId, credit.programme, credit.key, credit.account, credit.token].join('|')
      if (this.stored.has(id)) continue
      this.stored.set(id, { ...credit, chainId })
      written++
    }
    return written
  }

  async totalsOf(chainId: number, account: string): Promise<Map<string, bigint>> {
    const totals = new Map<string, bigint>()
    for (const credit of this.of(chainId, account))
      totals.set(credit.token, (totals.get(credit.token) ?? 0n) + credit.amount)
    return totals
  }

  async creditsOf(chainId: number, account: string, programme: string): Promise<RewardCredit[]> {
    return this.of(chainId, account)
      .filter((credit) => credit.programme === programme)
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.token < b.token ? -1 : 1))
      .map(({ chainId: _, ...credit }) => credit)
  }

  private of(chainId: number, account: string) {
    const address = account.toLowerCase()
    return [...this.stored.values()].filter((credit) => credit.chainId === chainId && credit.account === address)
  }
}
