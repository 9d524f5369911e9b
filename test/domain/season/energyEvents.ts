import type { EnergyEvent } from '../../../src/domain/season/SeasonEvent'

const DAY = 86_400

/** Builds a chain of mining and season events and invitation bindings, block numbers increasing, for ledger tests. */
export class EnergyEventLog {
  readonly events: EnergyEvent[] = []
  private block = 1
  private readonly lockCounts = new Map<string, bigint>()

  constructor(readonly lpToken = '0x00000000000000000000000000000000000000a1') {}

  private origin(time: number) {
    return { chainId: 128, blockNumber: this.block++, logIndex: 0, txHash: `0x${this.block.toString(16)}`, time }
  }

  pool(time: number, demandRatio = 10_000) {
    const origin = this.origin(time)
    this.events.push({ kind: 'poolAdded', ...origin, lpToken: this.lpToken, rewardToken: '0xf1', rewardPerSecond: 1n })
    return this.option(time, 0, 10_000, demandRatio)
  }

  option(time: number, lockDays: number, weight: number, energyRatio: number) {
    this.events.push({
      kind: 'lockOptionSet',
      ...this.origin(time),
      lpToken: this.lpToken,
      lockDays,
      weight,
      energyRatio,
    })
    return this
  }

  shutDown(time: number) {
    this.events.push({ kind: 'poolShutDown', ...this.origin(time), lpToken: this.lpToken })
    return this
  }

  /** A pledge at `energyRatio`; returns the lock id (0 for demand). */
  deposit(time: number, account: string, amount: bigint, lockDays: number, energyRatio: number): bigint {
    const lockId = lockDays === 0 ? 0n : (this.lockCounts.get(account) ?? 0n) + 1n
    if (lockDays > 0) this.lockCounts.set(account, lockId)
    const unlockAt = time + lockDays * DAY
    const origin = this.origin(time)
    this.events.push({
      kind: 'deposited',
      ...origin,
      account,
      lpToken: this.lpToken,
      lockId,
      amount,
      lockDays,
      weight: 10_000,
      energyRatio,
      unlockAt,
    })
    return lockId
  }

  matured(time: number, account: string, lockId: bigint, amount: bigint) {
    this.events.push({ kind: 'lockMatured', ...this.origin(time), account, lpToken: this.lpToken, lockId, amount })
    return this
  }

  withdrawn(time: number, account: string, amount: bigint) {
    this.events.push({ kind: 'withdrawn', ...this.origin(time), account, lpToken: this.lpToken, amount })
    return this
  }

  shares(time: number, directBps: number, diffusedBps: number) {
    this.events.push({ kind: 'energySharesSet', ...this.origin(time), directBps, diffusedBps })
    return this
  }

  open(time: number, number: number, endTime: number, nft1Ask = 1n, nft2Ask = 2n) {
    this.events.push({ kind: 'seasonOpened', ...this.origin(time), number, endTime, nft1Ask, nft2Ask })
    return this
  }

  fund(time: number, number: number, token: string, amount: bigint, totalFund: bigint) {
    this.events.push({ kind: 'seasonFunded', ...this.origin(time), number, token, amount, totalFund })
    return this
  }

  extend(time: number, bps: number) {
    this.events.push({ kind: 'extendRewardSet', ...this.origin(time), bps })
    return this
  }

  /** FomoTitleNFT minted `account` its title of `tier` for season `number`. */
  claim(time: number, account: string, number: number, tier: 1 | 2) {
    this.events.push({ kind: 'titleClaimed', ...this.origin(time), account, number, tier })
    return this
  }

  bind(time: number, invitee: string, inviter: string) {
    this.events.push({ kind: 'invitationBound', invitee, inviter, time })
    return this
  }
}
