import { bridgeAmounts } from '../../src/domain/bridge/bridgeAmounts'
import { encodeBridgeCode } from '../../src/domain/bridge/bridgeCode'
import type { SignedBridgeConsent } from '../../src/domain/bridge/bridgeConsent'
import { ApiError } from '../../src/domain/errors/ApiError'
import { parseUnits } from '../../src/domain/format/parseUnits'
import type {
  BridgeApi,
  BridgeChainView,
  BridgeRecordPage,
  BridgeSignatureView,
  BridgeSignRequest,
  BridgeStatusView,
} from '../../src/ports/BridgeApi'

const hex = (byte: string) => `0x${byte.repeat(32)}`

/**
 * A BridgeApi double: the two chains' config the test sets, a server that signs what it is asked (at the config's
 * rates, nonces from 1, a deadline 600 s after `now`) unless `tamper` changes the answer or `refuseWith` refuses it,
 * statuses the test queues per code, record pages; every call is recorded.
 */
export class InMemoryBridgeApi implements BridgeApi {
  readonly calls: string[] = []
  /** The sender's consent each `sign` carried. */
  readonly consents: SignedBridgeConsent[] = []
  chains: BridgeChainView[] = []
  /** Changes what `sign` answers (a server that signed something else). */
  tamper: (signed: BridgeSignatureView) => BridgeSignatureView = (signed) => signed
  /** The next `sign` fails with it. */
  refuseWith: ApiError | undefined = undefined
  /** Statuses answered per code, in turn; the last one repeats. */
  readonly statuses = new Map<string, (BridgeStatusView | Error)[]>()
  pages: BridgeRecordPage[] = []
  /** What `returnQuota` answers; `undefined`: it refuses (the code can still land). */
  returned: bigint | undefined = undefined
  now = 1_700_000_000
  private nonce = 0n

  async config(account: string) {
    this.calls.push(`config:${account}`)
    return this.chains
  }

  async sign(request: BridgeSignRequest): Promise<BridgeSignatureView> {
    this.calls.push(
      `sign:${request.account}:${request.recipient}:${request.amount}:${request.targetChainId}:${request.symbol}`,
    )
    this.consents.push(request.consent)
    if (this.refuseWith) {
      const error = this.refuseWith
      this.refuseWith = undefined
      throw error
    }
    const source = this.chains.find((chain) => chain.peerChainId === request.targetChainId)
    const token = source?.tokens.find((candidate) => candidate.symbol === request.symbol)
    if (!source || !token) throw new ApiError(400, `no route for ${request.symbol} to ${request.targetChainId}`)
    const amount = parseUnits(request.amount, token.decimals)
    const figures = bridgeAmounts(amount, { serviceBps: token.serviceBps, destroyBps: source.destroyBps })
    this.nonce += 1n
    const code = encodeBridgeCode({
      recipient: request.recipient,
      targetChainId: request.targetChainId,
      nonce: this.nonce,
    })
    return this.tamper({
      totalAmount: amount,
      destroyAmount: figures.destroyAmount,
      destroyAddress: source.destroyAddress,
      fee: figures.fee,
      payout: figures.payout,
      deadline: this.now + 600,
      code,
      nonce: this.nonce,
      v: 27,
      r: hex('11'),
      s: hex('22'),
      token: token.address,
      sourceChainId: source.chainId,
      targetChainId: request.targetChainId,
      bridge: source.bridge,
      quotaAmount: amount,
    })
  }

  async returnQuota(account: string, recipient: string, code: string) {
    this.calls.push(`return:${account}:${recipient}:${code}`)
    if (this.returned === undefined) throw new ApiError(409, 'The code can still land until its deadline')
    return this.returned
  }

  async status(code: string): Promise<BridgeStatusView> {
    this.calls.push(`status:${code}`)
    const queue = this.statuses.get(code)
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0]
    if (!next) throw new ApiError(404, `no transfer ${code}`)
    if (next instanceof Error) throw next
    return next
  }

  async records(account: string, page: number) {
    this.calls.push(`records:${account}:${page}`)
    const found = this.pages[page - 1]
    if (!found) throw new ApiError(404, `no page ${page}`)
    return found
  }
}
