import type { MiningRecordContracts, MiningRecordEvent } from '../domain/records/MiningRecordEvent'

/** The mining contracts' payouts to one account, read from the chain (the mining records, issue 30 item 10). */
export interface MiningRecordEvents {
  /** Every payout to `account` on `chainId` by `contracts` from block `fromBlock` on, in chain order. */
  eventsOf(
    chainId: number,
    account: string,
    contracts: MiningRecordContracts,
    fromBlock: number,
  ): Promise<MiningRecordEvent[]>
}

export const MiningRecordEvents = Symbol.for('MiningRecordEvents')
