import type { FastifyBaseLogger } from 'fastify'
import { RpcConnectionError } from '../../adapters/rpc/RpcConnectionError'
import { RpcTimeoutError } from '../../adapters/rpc/RpcTimeoutError'
import type { CollectedEvent } from '../../domain/bridge/BridgeEvent'
import type { BridgeRelay } from '../../domain/bridge/BridgeRelay'
import { decodeBridgeCode } from '../../domain/bridge/bridgeCode'
import { bridgeTransferKey } from '../../domain/bridge/bridgeTransferKey'
import { decideRelay, type RelayObservation } from '../../domain/bridge/decideRelay'
import { isRelayDue } from '../../domain/bridge/isRelayDue'
import { type RelayBackoff, relayBackoff } from '../../domain/bridge/relayBackoff'
import type { BridgeEvents } from '../../ports/BridgeEvents'
import type { BridgeRelays } from '../../ports/BridgeRelays'
import type { BridgeTarget } from '../../ports/BridgeTarget'
import type { ChainHeads } from '../../ports/ChainHeads'
import { shortError } from './shortError'
import { WakeableSleep } from './WakeableSleep'

const MAX_PASS_BACKOFF_MS = 30_000
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`

/** One direction of the bridge: collections on the source chain, paid on the target chain. */
export interface RelayRoute {
  sourceChainId: number
  /** FomoBridge on the source chain (lowercase): only its collections are relayed. */
  sourceBridge: string
  /** N: a collection is relayed once N blocks are indexed on top of its block. */
  confirmations: number
  /** Each listed source token's twin on the target chain (lowercase, from the deployment record). */
  twins: ReadonlyMap<string, string>
  target: BridgeTarget
}

/** The points of a send the crash tests stop the relayer at (`onStep`). */
export type RelayStep = 'before-intent' | 'after-intent' | 'after-send' | 'after-sent'

/** One direction's state, for the status route and the logs. */
export interface RelayRouteStatus {
  sourceChainId: number
  targetChainId: number
  state: 'starting' | 'standby' | 'relaying' | 'degraded'
  lastError: string | null
  retryInMs: number | null
}

export interface BridgeRelayerOptions {
  routes: RelayRoute[]
  /** The indexer's collections (rolled back with their blocks on a reorganisation). */
  collections: Pick<BridgeEvents, 'collectionsSince'>
  relays: BridgeRelays
  /** The indexed head of a chain (the depth is counted on it, so FOMO_CONFIRMATIONS adds to N). */
  heads: Pick<ChainHeads, 'head'>
  /** Whether this process holds the writer role (the indexer's writer lock): a replica that does not, never relays. */
  isWriter: () => boolean
  pollMs: number
  backoff: RelayBackoff
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  now?: () => number
  /** Collections read per query. */
  batchSize?: number
  /** Called at each step of a send (tests stop the process there). */
  onStep?: (step: RelayStep, key: string) => void | Promise<void>
}

/**
 * The bridge relayer: pays each collection indexed on a source chain, once it is `confirmations` blocks deep, with
 * `transferToken` on the target chain, exactly once. Each relay records its intent before anything is sent, then the
 * transaction sent, then the delivery; before each send and after a restart it asks the target chain's `hashs`
 * whether the collection was paid (a crash between sending and recording then only marks it delivered), and it does
 * not send again while the operator has transactions pending. A reverted send or an unreachable node is recorded on
 * the relay (attempts, last error, next attempt) and retried with exponential back-off. A collection the indexer
 * rolled back (a source reorganisation above the depth) is gone from the collections and is never relayed. A target
 * node that cannot be reached (refused or timed out) ends the pass after recording it on the relay that met it, so a
 * hung node costs one timeout a pass, not one per pending relay.
 *
 * It works only while `isWriter()` (the indexer's writer lock, so replicas do not send the same payout), one loop per
 * direction, so a target node that is down never holds up the other direction.
 */
export class BridgeRelayer {
  private stopped = false
  private running: Promise<void> | undefined
  private readonly sleeper = new WakeableSleep()
  private readonly statuses = new Map<number, RelayRouteStatus>()
  private readonly now: () => number

  constructor(private readonly options: BridgeRelayerOptions) {
    this.now = options.now ?? Date.now
    for (const route of options.routes) {
      this.statuses.set(route.sourceChainId, {
        sourceChainId: route.sourceChainId,
        targetChainId: route.target.chainId,
        state: 'starting',
        lastError: null,
        retryInMs: null,
      })
    }
  }

  /** Each direction's state (copies). */
  status(): RelayRouteStatus[] {
    return [...this.statuses.values()].map((status) => ({ ...status }))
  }

  start(): void {
    this.running ??= Promise.all(this.options.routes.map((route) => this.follow(route))).then(() => {})
  }

  /** Cuts the current wait short: the indexer calls it when it caught up, so a collection is relayed at once. */
  wake(): void {
    this.sleeper.wakeAll()
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.sleeper.stop()
    await this.running
  }

  /**
   * One pass over a direction: the unfinished relays first (reconciled with the target chain), then the collections
   * past the depth that have no relay yet, in chain order.
   */
  async relayOnce(route: RelayRoute): Promise<void> {
    const { relays, collections, heads, batchSize = 100 } = this.options
    for (const relay of await relays.unfinished(route.sourceChainId)) {
      if (this.stopped) return
      if (isRelayDue(relay, this.now())) await this.attempt(route, relay)
    }
    const head = await heads.head(route.sourceChainId)
    if (!head) return
    const toBlock = head.number - route.confirmations
    if (toBlock < 0) return
    let cursor = await relays.lastRelayed(route.sourceChainId)
    while (!this.stopped) {
      const batch = await collections.collectionsSince(route.sourceChainId, cursor, toBlock, batchSize)
      for (const collection of batch) {
        if (this.stopped) return
        cursor = { blockNumber: collection.blockNumber, logIndex: collection.logIndex }
        if (
          collection.bridge.toLowerCase() !== route.sourceBridge ||
          collection.targetChainId !== route.target.chainId
        ) {
          this.options.log.error({ collection }, 'relayer: a collection of another bridge or chain, not relayed')
          continue
        }
        await this.relayNew(route, collection)
      }
      if (batch.length < batchSize) return
    }
  }

  /** A collection's first intent, then its attempt. */
  private async relayNew(route: RelayRoute, collection: CollectedEvent): Promise<void> {
    const key = bridgeTransferKey(collection.chainId, collection.nonce)
    await this.options.onStep?.('before-intent', key)
    const twin = route.twins.get(collection.token.toLowerCase())
    const relay = await this.options.relays.recordIntent(
      {
        sourceChainId: collection.chainId,
        sourceTxHash: collection.txHash,
        sourceLogIndex: collection.logIndex,
        sourceBlockNumber: collection.blockNumber,
        key,
        targetChainId: collection.targetChainId,
        code: collection.code,
        sourceToken: collection.token,
        token: twin ?? ZERO_ADDRESS, // none listed: the send fails with TokenNotListed, recorded and retried
        recipient: collection.recipient,
        amount: collection.payout,
      },
      this.now(),
    )
    if (relay) await this.reconcileAndSend(route, relay, relay.attempts === 1) // not fresh if a record was there
  }

  /** A retry (a new intent after a failure) or a recovery (an intent or a send recorded before a restart). */
  private async attempt(route: RelayRoute, recorded: BridgeRelay): Promise<void> {
    let relay: BridgeRelay | undefined = recorded
    if (recorded.state === 'failed') {
      await this.options.onStep?.('before-intent', recorded.key)
      relay = await this.options.relays.recordIntent(recorded, this.now())
    }
    if (relay) await this.reconcileAndSend(route, relay, false)
  }

  /**
   * Reads the target chain, decides (decideRelay) and acts. `fresh`: the intent was just created by this process, so
   * nothing of it can be pending; other sends of the operator in flight then do not hold it back.
   */
  private async reconcileAndSend(route: RelayRoute, relay: BridgeRelay, fresh: boolean): Promise<void> {
    const { relays, log, onStep, backoff } = this.options
    const { target } = route
    try {
      const decision = decideRelay(relay, await this.observe(target, relay, fresh))
      switch (decision.kind) {
        case 'deliver': {
          const txHash = (await target.transferTransaction(relay.key)) ?? relay.targetTxHash
          await relays.recordDelivered(relay.key, txHash, this.now())
          log.info({ key: relay.key, targetTx: txHash }, 'relayer: delivered')
          return
        }
        case 'fail':
          throw new Error(decision.error)
        case 'wait':
          return
        case 'send': {
          await onStep?.('after-intent', relay.key)
          const txHash = await target.send({
            sourceToken: relay.sourceToken,
            recipient: relay.recipient,
            amount: relay.amount,
            nonce: decodeBridgeCode(relay.code).nonce,
            sourceTxHash: relay.sourceTxHash,
          })
          await onStep?.('after-send', relay.key)
          await relays.recordSent(relay.key, txHash, this.now())
          await onStep?.('after-sent', relay.key)
          return
        }
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const retryInMs = relayBackoff(relay.attempts, backoff)
      await relays.recordFailure(relay.key, message, this.now() + retryInMs, this.now())
      // the sending account and its chain: "insufficient funds" is the operator's to fix, on that account there
      log.warn(
        {
          key: relay.key,
          chainId: target.chainId,
          account: target.operator,
          attempts: relay.attempts,
          retryInMs,
          error: shortError(error),
        },
        'relayer: attempt failed',
      )
      // the node is unreachable: the other relays would each wait for it too, so the pass ends here (backing off)
      if (error instanceof RpcConnectionError || error instanceof RpcTimeoutError) throw error
    }
  }

  private async observe(target: BridgeTarget, relay: BridgeRelay, fresh: boolean): Promise<RelayObservation> {
    const transferred = await target.isTransferred(relay.key)
    if (transferred) return { transferred, operatorBusy: false }
    const sentTransaction =
      relay.state === 'sent' && relay.targetTxHash ? await target.transactionStatus(relay.targetTxHash) : undefined
    const unsure = !fresh && (sentTransaction === undefined || sentTransaction === 'unknown')
    const operatorBusy = unsure ? await target.operatorBusy() : false
    return { transferred, sentTransaction, operatorBusy }
  }

  /** One direction's loop: passes while this process is the writer, backs off while a pass fails. */
  private async follow(route: RelayRoute): Promise<void> {
    const status = this.statuses.get(route.sourceChainId)!
    let backoff = 0
    const { pollMs, log } = this.options
    while (!this.stopped) {
      if (!this.options.isWriter()) {
        status.state = 'standby'
        await this.sleep(pollMs)
        continue
      }
      try {
        await this.relayOnce(route)
        backoff = 0
        Object.assign(status, { state: 'relaying', retryInMs: null })
        await this.sleep(pollMs)
      } catch (error) {
        backoff = Math.min(MAX_PASS_BACKOFF_MS, pollMs * 64, backoff === 0 ? pollMs : backoff * 2)
        Object.assign(status, {
          state: 'degraded',
          lastError: error instanceof Error ? error.message : String(error),
          retryInMs: backoff,
        })
        const { sourceChainId } = route
        log.warn({ sourceChainId, retryInMs: backoff, error: shortError(error) }, 'relayer: pass failed')
        await this.sleep(backoff)
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return this.sleeper.sleep(ms)
  }
}
