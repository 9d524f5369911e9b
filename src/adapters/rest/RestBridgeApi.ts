import type {
  BridgeApi,
  BridgeChainView,
  BridgeRecordPage,
  BridgeRecordView,
  BridgeSignatureView,
  BridgeSignRequest,
  BridgeStatusName,
  BridgeStatusView,
} from '../../ports/BridgeApi'
import { big, type Json } from './jsonValues'
import { RestEndpoint } from './RestEndpoint'

const text = (value: unknown) => String(value ?? '')
const orNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value))
const CHAIN_NAMES: Readonly<Record<string, number>> = { HECO: 128, BSC: 56 }
/** A chain as the API names it: its id (number or decimal string) or 'HECO' / 'BSC'. */
const chainOf = (value: unknown) => CHAIN_NAMES[String(value).toUpperCase()] ?? Number(value)
const seg = encodeURIComponent

/**
 * The bridge endpoints over HTTP (issue 16's shared routes): the spec's snake_case JSON (amounts as wei decimal
 * strings) to typed values. The target chain goes as its id, which the routes take beside 'HECO' and 'BSC'.
 */
export class RestBridgeApi extends RestEndpoint implements BridgeApi {
  async config(account: string): Promise<readonly BridgeChainView[]> {
    const data = (await this.get(`/api/get-convert-config/${seg(account)}`)) as Json[]
    return data.map((chain) => {
      const tokens = (chain.tokens ?? {}) as Record<string, Json>
      return {
        chainId: Number(chain.chain_id),
        chainName: text(chain.chain_name),
        tokens: Object.entries(tokens).map(([symbol, token]) => ({
          symbol,
          address: text(token.Address),
          decimals: Number(token.decimals ?? 18),
          serviceBps: Number(token.ConvertServiceRate),
          remoteAddress: text(token.remote_address),
          minAmount: big(token.min_amount ?? '0'),
        })),
        bridge: text(chain.convert_tool_contract),
        destroyBps: Number(chain.destroy_rate),
        destroyAddress: text(chain.destroy_address),
        peerChainId: Number(chain.auxiliary_chain),
        quota: big(chain.quota),
        quotaDaily: big(chain.quota_daily),
        quotaUsed: big(chain.quota_used),
        quotaResetsAt: Number(chain.quota_resets_at ?? 0),
        confirmations: Number(chain.confirmations ?? 0),
      }
    })
  }

  async sign(request: BridgeSignRequest): Promise<BridgeSignatureView> {
    const { account, recipient, amount, targetChainId, symbol, consent } = request
    // the sender's consent travels as the query: the spec's path stays as it is
    const query = `signature=${seg(consent.signature)}&nonce=${consent.nonce}&deadline=${consent.deadline}`
    const path = `/api/get-convert-currency-data/${seg(account)}/${seg(recipient)}/${seg(amount)}/${targetChainId}/${seg(symbol)}?${query}`
    const data = (await this.get(path)) as Json
    return {
      totalAmount: big(data.total_amount),
      destroyAmount: big(data.destroy_amount),
      destroyAddress: text(data.destroy_address),
      fee: big(data.fee),
      payout: big(data.payout),
      deadline: Number(data.deadline),
      code: text(data.code),
      nonce: big(data.nonce),
      v: Number(data.v),
      r: text(data.r),
      s: text(data.s),
      token: text(data.token),
      sourceChainId: Number(data.source_chain_id),
      targetChainId: Number(data.target_chain_id),
      bridge: text(data.convert_tool_contract),
      quotaAmount: big(data.quota_amount),
    }
  }

  async returnQuota(account: string, recipient: string, code: string): Promise<bigint> {
    const data = (await this.get(
      `/api/return-convert-currency-limit/${seg(account)}/${seg(recipient)}/${seg(code)}`,
    )) as Json
    return big(data.returned)
  }

  async status(code: string): Promise<BridgeStatusView> {
    const data = (await this.get(`/api/get-convert-status/${seg(code)}`)) as Json
    return {
      code: text(data.code),
      status: text(data.status) as BridgeStatusName,
      confirmations: Number(data.confirmations ?? 0),
      required: Number(data.required ?? 0),
      sourceChainId: Number(data.source_chain_id),
      targetChainId: Number(data.target_chain_id),
      sender: text(data.sender),
      recipient: text(data.recipient),
      token: text(data.token),
      amount: big(data.amount),
      payout: big(data.payout),
      deadline: Number(data.deadline ?? 0),
      sourceTx: orNull(data.source_tx),
      targetTx: orNull(data.target_tx),
      attempts: Number(data.attempts ?? 0),
      lastError: orNull(data.last_error),
      waitingOn: data.waiting_on === 'operator' ? 'operator' : null,
      nextAttemptAt:
        data.next_attempt_at === null || data.next_attempt_at === undefined ? null : Number(data.next_attempt_at),
    }
  }

  async records(account: string, page: number): Promise<BridgeRecordPage> {
    const data = (await this.get(`/api/get-convert-logs/${seg(account)}?page=${page}`)) as {
      page: unknown
      total: unknown
      page_size?: unknown
      has_more?: unknown
      list: Json[]
    }
    const list = data.list.map(
      (row): BridgeRecordView => ({
        code: text(row.code),
        amount: big(row.amount),
        payout: big(row.payout),
        token: text(row.token),
        sourceChainId: chainOf(row.current_chain),
        targetChainId: chainOf(row.target_chain),
        time: Number(row.received_time ?? 0),
        status: text(row.status) as BridgeStatusName,
        sourceTx: orNull(row.source_tx),
        targetTx: orNull(row.target_tx),
      }),
    )
    const pageNumber = Number(data.page)
    const total = Number(data.total)
    // has_more when the server says it; else from the total and the page size (10, as the exchange logs')
    const hasMore =
      typeof data.has_more === 'boolean' ? data.has_more : pageNumber * Number(data.page_size ?? 10) < total
    return { page: pageNumber, total, hasMore, list }
  }
}
