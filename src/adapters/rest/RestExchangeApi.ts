import type { SignedReleaseVoucher } from '../../domain/release/releaseVoucher'
import type {
  DkConvertConfigView,
  ExchangeApi,
  ExchangeRecordPage,
  ExchangeRecordView,
  ReleaseInfoView,
} from '../../ports/ExchangeApi'
import type { Json } from './jsonValues'
import { RestEndpoint } from './RestEndpoint'

const big = (value: unknown) => BigInt(String(value))

/** The exchange and release endpoints over HTTP: the spec's snake_case JSON (amounts as decimal strings) to typed values. */
export class RestExchangeApi extends RestEndpoint implements ExchangeApi {
  async dkConfig(chainId: number): Promise<DkConvertConfigView> {
    const data = (await this.get(`/api/get-swap-dk-convert-config?chainId=${chainId}`)) as Json
    return {
      pool: String(data.dk_convert_pool_address),
      dk: String(data.dk_address),
      dk2: String(data.dk2_address),
      baseNumber: big(data.convert_base_number),
      feeBps: Number(data.fee_bps),
      minimumDk: big(data.minimum_dk),
      minimumDk2: big(data.minimum_dk2),
    }
  }

  async dkRecords(chainId: number, account: string, page: number): Promise<ExchangeRecordPage> {
    return this.records(`/api/get-swap-dk-convert-logs/${account}?chainId=${chainId}&page=${page}`)
  }

  async hjwRecords(account: string, page: number): Promise<ExchangeRecordPage> {
    return this.records(`/api/get-hjw-invest-logs/${account}?page=${page}`)
  }

  async releaseRecords(account: string, page: number): Promise<ExchangeRecordPage> {
    return this.records(`/api/token-release/get-withdraw-logs/${account}?page=${page}`)
  }

  async releaseInfo(account: string): Promise<ReleaseInfoView> {
    const data = (await this.get(`/api/token-release/get-base-info/${account}`)) as Json
    return {
      total: big(data.sum_total_amount),
      pending: big(data.pending_total_amount ?? '0'),
      finalityDepth: Number(data.finality_depth ?? 0),
      released: big(data.released),
      withdrawn: big(data.sum_use_amount),
      waiting: big(data.wait_withdraw_number),
      investmentChainId: Number(data.investment_chain_id),
      investmentToken: String(data.investment_currency_contract_address),
      investmentContract: String(data.investment_contract_address),
      ratio: String(data.investment_ratio),
      withdrawChainId: Number(data.withdraw_chain_id),
      withdrawContract: String(data.withdraw_contract_address),
      token: String(data.token),
      releasesFrom: Number(data.release_start ?? 0) + Number(data.release_cliff_seconds ?? 0),
    }
  }

  async releaseWithdrawal(account: string): Promise<SignedReleaseVoucher> {
    const data = (await this.get(`/api/token-release/do-withdraw/${account}`)) as Json
    return {
      chainId: Number(data.withdraw_chain_id),
      contract: String(data.withdraw_contract_address),
      account: String(data.account),
      historicalWithdrawalNumber: Number(data.historicalWithdrawalNumber),
      token: String(data.tokenAddress),
      amount: big(data.amount),
      deadline: Number(data.deadline),
      signature: String(data.signature),
    }
  }

  private async records(path: string): Promise<ExchangeRecordPage> {
    const data = (await this.get(path)) as { page: number; total: number; has_more: boolean; list: Json[] }
    const list = data.list.map((item): ExchangeRecordView => {
      const common = { txHash: String(item.txHash), time: Number(item.time), chainId: Number(item.current_chain) }
      return item.kind === 'converted'
        ? {
            kind: 'converted',
            ...common,
            tokenIn: String(item.tokenIn),
            amountIn: big(item.amountIn),
            tokenOut: String(item.tokenOut),
            amountOut: big(item.amountOut),
            recipient: String(item.recipient),
            fee: big(item.fee),
          }
        : item.kind === 'releaseWithdrawn'
          ? {
              kind: 'releaseWithdrawn',
              ...common,
              tokenIn: '',
              amountIn: 0n,
              tokenOut: String(item.token),
              amountOut: big(item.amount),
            }
          : { kind: 'invested', ...common, tokenIn: String(item.token), amountIn: big(item.amount) }
    })
    return { page: Number(data.page), total: Number(data.total), hasMore: data.has_more === true, list }
  }
}
