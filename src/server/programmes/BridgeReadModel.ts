import { bridgeStatus } from '../../domain/bridge/bridgeStatus'
import { chainTime } from '../../domain/bridge/chainTime'
import { servedBridges, tokenDecimals } from '../../domain/bridge/servedBridges'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { UnknownBridgeTransferError } from '../../domain/errors/UnknownBridgeTransferError'
import type { BridgeRecord, BridgeRecords } from '../../ports/BridgeRecords'
import type { ChainHeads } from '../../ports/ChainHeads'
import type { Clock } from '../../ports/Clock'
import { chainNameOf } from '../http/bridgeChainNames'
import type { BridgeQuotas } from './BridgeQuotas'

/** Records per page of get-convert-logs (the spec does not give one; as the exchange records). */
export const BRIDGE_PAGE_SIZE = 10

export interface BridgeReadModelDeps {
  records: readonly DeploymentRecord[]
  quotas: BridgeQuotas
  bridgeRecords: BridgeRecords
  heads: Pick<ChainHeads, 'head'>
  clock: Clock
  /** The confirmation depth N the relayer waits for on a source chain. */
  confirmations(chainId: number): number
  /** How old (s) the last good LP supplies the chain's quota figures used are; null when read fresh. */
  suppliesAge?(chainId: number): number | null
}

/**
 * The bridge API's views (spec sections 3 and 7, issue 16): each chain's terms with the address's quota, the records and
 * the delivery status of each transfer. It only reads; the writes (a signed collection that reserves quota, its early
 * return) are BridgeCollectionService's.
 */
export class BridgeReadModel {
  constructor(private readonly deps: BridgeReadModelDeps) {}

  /** `get-convert-config`: one entry per chain with a bridge, each with the address's quota today. */
  async config(address: string) {
    const standing = await this.deps.quotas.standing(
      address,
      await chainTime(this.deps.records, this.deps.heads, this.deps.clock),
    )
    return servedBridges(this.deps.records).map(({ record, bridge, contract }) => ({
      chain_id: record.chainId,
      chain_name: chainNameOf(record.chainId),
      tokens: Object.fromEntries(
        Object.entries(bridge.tokens).map(([symbol, token]) => [
          symbol,
          {
            Address: token.address.toLowerCase(),
            ConvertServiceRate: token.serviceBps,
            decimals: tokenDecimals(record, token.address),
            remote_address: token.remote.toLowerCase(),
            min_amount: token.minAmount ?? '0',
          },
        ]),
      ),
      convert_tool_contract: contract,
      destroy_rate: bridge.destroyBps,
      destroy_address: bridge.destroyAddress.toLowerCase(),
      auxiliary_chain: bridge.peerChainId,
      quota: standing.remaining,
      quota_daily: standing.daily,
      quota_used: standing.used,
      quota_resets_at: standing.resetsAt,
      // the quota values pledged LP at the last good supplies while this chain's node does not answer: their age
      quota_figures_age: this.deps.suppliesAge?.(record.chainId) ?? null,
      confirmations: this.deps.confirmations(record.chainId),
    }))
  }

  /** `get-convert-logs`: the address's transfers on both chains, newest first, `page` from 1. */
  async logs(address: string, page: number) {
    const offset = (page - 1) * BRIDGE_PAGE_SIZE
    const { records, total } = await this.deps.bridgeRecords.ofSender(address, offset, BRIDGE_PAGE_SIZE)
    const list = await Promise.all(
      records.map(async (item) => {
        const view = await this.view(item)
        return {
          code: view.code,
          amount: view.amount,
          payout: view.payout,
          token: view.token,
          current_chain: view.source_chain_id,
          target_chain: view.target_chain_id,
          received_time: item.collection?.blockTime ?? null,
          created_at: item.reservation?.createdAt ?? null,
          status: view.status,
          source_tx: view.source_tx,
          target_tx: view.target_tx,
        }
      }),
    )
    return { page, page_size: BRIDGE_PAGE_SIZE, total, has_more: offset + records.length < total, list }
  }

  /** `get-convert-status`: where the transfer of `code` stands. */
  async status(code: string) {
    const record = await this.deps.bridgeRecords.ofCode(code)
    if (!record) throw new UnknownBridgeTransferError(code)
    return this.view(record)
  }

  private async view(item: BridgeRecord) {
    const { reservation, collection, relay, transfer } = item
    const sourceChainId = collection?.chainId ?? reservation?.sourceChainId ?? 0
    const required = this.deps.confirmations(sourceChainId)
    const head = await this.deps.heads.head(sourceChainId)
    const view = bridgeStatus({
      reservation,
      collection,
      voided: item.voided,
      relay,
      transfer,
      sourceHead: head,
      required,
    })
    const token = collection?.token ?? reservation?.token ?? ''
    return {
      code: item.code,
      status: view?.status ?? 'signed',
      confirmations: view?.confirmations ?? 0,
      required,
      source_chain_id: sourceChainId,
      target_chain_id: collection?.targetChainId ?? reservation?.targetChainId ?? 0,
      sender: collection?.sender ?? reservation?.sender ?? '',
      recipient: collection?.recipient ?? reservation?.recipient ?? '',
      token: this.symbolOf(sourceChainId, token),
      token_address: token,
      amount: collection?.amount ?? reservation?.amount ?? 0n,
      payout: collection?.payout ?? reservation?.payout ?? 0n,
      quota_amount: reservation?.quotaAmount ?? null,
      deadline: reservation?.deadline ?? null,
      source_tx: collection?.txHash ?? null,
      target_tx: view?.targetTx ?? null,
      attempts: relay?.attempts ?? 0,
      last_error: view?.status === 'delivered' ? null : (relay?.lastError ?? null),
      // a failed payout is the operator's to fix (gas, caps, its node): the collection is made, the sender waits
      waiting_on: view?.status === 'relaying' && relay?.lastError ? 'operator' : null,
      next_attempt_at: relay?.nextAttemptAt == null ? null : Math.ceil(relay.nextAttemptAt / 1000),
    }
  }

  private symbolOf(chainId: number, token: string): string {
    const bridge = this.deps.records.find((record) => record.chainId === chainId)?.bridge
    const entry = Object.entries(bridge?.tokens ?? {}).find(([, item]) => item.address.toLowerCase() === token)
    return entry?.[0] ?? token
  }
}
