import { runInAction } from 'mobx'
import { type BridgeSent, type BridgeService, FINAL_BRIDGE_STATUSES } from '../../../domain/bridge/BridgeService'
import type { BridgeStatusView } from '../../../ports/BridgeApi'
import type { CrossChainSession } from '../../stores/CrossChainSession'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import type { Translate } from '../../stores/Translate'

/** The transfer the panel follows: what was sent, from where to where. */
export interface FollowedTransfer {
  readonly code: string
  readonly hash: string
  readonly sourceChainId: number
  readonly targetChainId: number
  readonly symbol: string
  readonly amount: bigint
  readonly payout: bigint
  readonly decimals: number
}

/** The steps of the live status panel, in order. */
export const BRIDGE_PANEL_STEPS = ['signed', 'collected', 'relaying', 'delivered'] as const

/**
 * `/acrossChain`'s live status panel (issue 16, item 4): the transfer just sent, its status read from the server
 * until it is final (signed → collected k of N → relaying → delivered with the target transaction; or expired), the
 * relayer's retries as they happen. 'Successful transfer' shows once it is delivered; a collection that failed on
 * chain says so (BridgeService asks its quota back).
 */
export class BridgeTransferStore {
  transfer: FollowedTransfer | undefined = undefined
  status: BridgeStatusView | undefined = undefined
  private stop: () => void = () => {}

  constructor(
    readonly session: Pick<CrossChainSession, 'statusOf' | 'account'>,
    private readonly bridge: Pick<BridgeService, 'watchStatus'>,
    readonly notices: NoticeStore,
    readonly t: Translate,
    /** Told when the transfer moves (its quota and balances are worth reading again). */
    private readonly onMoved: () => void = () => {},
  ) {
    observableExcept(this, ['session', 'bridge', 'notices', 't', 'stop', 'onMoved'])
  }

  /** How far along the panel's steps the transfer is: 0 signed … 3 delivered; -1 before the first answer. */
  get stepIndex(): number {
    const name = this.status?.status
    if (name === undefined) return -1
    const index = (BRIDGE_PANEL_STEPS as readonly string[]).indexOf(name)
    return index === -1 ? 0 : index
  }

  get final(): boolean {
    return !!this.status && FINAL_BRIDGE_STATUSES.includes(this.status.status)
  }

  /** Follows `sent` (a collection just submitted): its status until final, and its transaction's outcome. */
  follow(sent: BridgeSent, figures: Omit<FollowedTransfer, 'code' | 'hash' | 'sourceChainId' | 'targetChainId'>): void {
    this.close()
    const { code, hash, signature } = sent
    const { sourceChainId, targetChainId } = signature
    this.transfer = { code, hash, sourceChainId, targetChainId, ...figures }
    this.resume()
    // BridgeService gives the quota of a collection that failed on chain back; the panel says so
    void sent.settled.then((outcome) => {
      if (this.transfer?.code === code && outcome === 'failed') {
        this.notices.show('error', this.t('bridge.status.failedOnChain'))
      }
    })
  }

  /** Reads the followed transfer's status again until it is final (the screen is shown again). */
  resume(): void {
    const transfer = this.transfer
    if (!transfer || this.final) return
    this.stop()
    const { code } = transfer
    let lastName = this.status?.status
    this.stop = this.bridge.watchStatus(code, (status) =>
      runInAction(() => {
        if (this.transfer?.code !== code) return
        this.status = status
        if (status.status === lastName) return
        lastName = status.status
        this.onMoved()
        if (status.status === 'delivered') this.notices.show('success', this.t('bridge.successfulTransfer'))
      }),
    )
  }

  /** Stops reading the status, keeping the transfer shown (the screen closed; `resume` goes on). */
  pause(): void {
    this.stop()
    this.stop = () => {}
  }

  /** Forgets the transfer (a new one starts). */
  close(): void {
    this.stop()
    this.stop = () => {}
    this.transfer = undefined
    this.status = undefined
  }
}
