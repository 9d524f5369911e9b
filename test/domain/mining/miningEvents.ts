import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'

const DAY = 86_400

/** Builds a chain of mining events with increasing block numbers, for ledger tests. */
export class MiningEventLog {
  readonly events: MiningEvent[] = []
  private block = 1
  private readonly lockCounts = new Map<string, bigint>()

  constructor(readonly lpToken = '0x00000000000000000000000000000000000000a1') {}

  private origin(time: number) {
    return { chainId: 128, blockNumber: this.block++, logIndex: 0, txHash: `0x${this.block.toString(16)}`, time }
  }

  poolAdded(time: number, rewardPerSecond: bigint, rewardToken = '0x00000000000000000000000000000000000000f1') {
    this.events.push({ kind: 'poolAdded', ...this.origin(time), lpToken: this.lpToken, rewardToken, rewardPerSecond })
    return this
  }

  option(time: number, lockDays: number, weight: number, energyRatio = 10_000) {
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

  emission(time: number, rewardPerSecond: bigint) {
    this.events.push({ kind: 'emissionChanged', ...this.origin(time), lpToken: this.lpToken, rewardPerSecond })
    return this
  }

  shutDown(time: number) {
    this.events.push({ kind: 'poolShutDown', ...this.origin(time), lpToken: this.lpToken })
    return this
  }

  /** A pledge; returns the lock id (0 for demand). */
  deposit(time: number, account: string, amount: bigint, lockDays: number, weight: number): bigint {
    const key = `${account}`
    const lockId = lockDays === 0 ? 0n : (this.lockCounts.get(key) ?? 0n) + 1n
    if (lockDays > 0) this.lockCounts.set(key, lockId)
    this.events.push({
      kind: 'deposited',
      ...this.origin(time),
      account,
      lpToken: this.lpToken,
      lockId,
      amount,
      lockDays,
      weight,
      energyRatio: 10_000,
      unlockAt: time + lockDays * DAY,
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
}
