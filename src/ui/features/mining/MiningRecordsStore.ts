import { reaction } from 'mobx'
import type { DeploymentRecord } from '../../../domain/deployment/DeploymentRecord'
import { readMiningRecords } from '../../../domain/records/miningRecordRows'
import type { RecordRow } from '../../../domain/records/RecordRow'
import { recordsCsv } from '../../../domain/records/recordsCsv'
import type { TransactionRecordContext } from '../../../domain/records/transactionRecordRows'
import type { MiningRecordEvents } from '../../../ports/MiningRecordEvents'
import type { SettledTransactions } from '../../../ports/SettledTransactions'
import { LatestRequest } from '../../stores/LatestRequest'
import { observableExcept } from '../../stores/observableExcept'
import type { ProgrammeSession } from '../../stores/ProgrammeSession'

/** What the mining records are read with on a chain: its deployment (contracts, first block) and its tokens' names. */
export interface MiningRecordsChain {
  deploymentOf(chainId: number): DeploymentRecord | undefined
  contextOf(chainId: number): Pick<TransactionRecordContext, 'native' | 'tokenOf'> | undefined
}

/**
 * LP income's records (issue 30 item 10): the account's mining payouts on the shown chain (rewards, LP withdrawn,
 * capital withdrawn), newest first, read from the chain as `fomo mining records` reads them; again on a change of
 * chain or account and after each transaction of this app confirms. `csv()` is the same rows as the records CSV.
 */
export class MiningRecordsStore {
  rows: RecordRow[] | undefined = undefined
  failed = false
  private readonly latest = new LatestRequest()

  constructor(
    readonly session: ProgrammeSession,
    private readonly chains: MiningRecordsChain,
    private readonly events: MiningRecordEvents,
    private readonly settled: SettledTransactions,
    /** How many of this app's transactions on the shown chain have confirmed: a new one may be a payout. */
    private readonly confirmed: () => number,
  ) {
    observableExcept(this, ['session', 'chains', 'events', 'settled', 'confirmed', 'latest'])
  }

  /** Reads now and again as the class comment says; returns the stop function. */
  watch(): () => void {
    return reaction(
      () => [this.session.chainId, this.session.account, this.confirmed()] as const,
      () => void this.load(),
      { fireImmediately: true },
    )
  }

  async load(): Promise<void> {
    await this.latest.run(
      () => this.read(),
      (rows) => {
        this.rows = rows
        this.failed = false
      },
      () => (this.failed = true),
    )
  }

  /** The records as CSV, read afresh. */
  async csv(): Promise<string> {
    return recordsCsv(await this.read())
  }

  private async read(): Promise<RecordRow[]> {
    const { chainId, account } = this.session
    const deployment = this.chains.deploymentOf(chainId)
    const context = this.chains.contextOf(chainId)
    if (!account || !deployment || !context) return []
    const events = await this.events.eventsOf(chainId, account, deployment.contracts, deployment.startBlock)
    return readMiningRecords(events, (hash) => this.settled.settledOf(chainId, hash), account, context)
  }
}
