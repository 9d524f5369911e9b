// The relayer in its own process, for the SIGKILL tests. RELAY_SCENE (JSON) names the database, the target chain and
// the collections to relay (the indexer's stand-in); with RELAY_CRASH_AT=<step> and RELAY_CRASH_AFTER=<k> it kills
// itself (SIGKILL) the k-th time a send reaches that step. It takes the writer lock first, like the server, and prints
// `delivered` and exits once every collection's relay is delivered.
import { openDatabase } from '../../../../src/adapters/db/openDatabase'
import { PgBridgeRelays } from '../../../../src/adapters/db/PgBridgeRelays'
import { PgChainEventStore } from '../../../../src/adapters/db/PgChainEventStore'
import { FetchJsonRpc } from '../../../../src/adapters/rpc/FetchJsonRpc'
import { RpcBridgeTarget } from '../../../../src/adapters/rpc/RpcBridgeTarget'
import type { CollectedEvent } from '../../../../src/domain/bridge/BridgeEvent'
import type { WriterLease } from '../../../../src/ports/ChainEventStore'
import { BridgeRelayer, type RelayStep } from '../../../../src/server/workers/BridgeRelayer'
import { InMemoryBridgeCollections } from '../../../doubles/InMemoryBridgeCollections'
import type { RelayScene } from './relayScene'

const scene: RelayScene = JSON.parse(process.env.RELAY_SCENE ?? '{}')
const crashAt = process.env.RELAY_CRASH_AT as RelayStep | undefined
let crashIn = Number(process.env.RELAY_CRASH_AFTER ?? 1)

const db = await openDatabase(scene.database)
const relays = new PgBridgeRelays(db)
let lease: WriterLease | undefined
while (!lease) {
  // a killed predecessor's session may hold the lock a moment longer
  lease = await new PgChainEventStore(db).tryAcquireWriterLock()
  if (!lease) await new Promise((resolve) => setTimeout(resolve, 50))
}
const collections = new InMemoryBridgeCollections()
collections.list.push(
  ...scene.collections.map(
    (c): CollectedEvent => ({
      ...c,
      amount: BigInt(c.amount),
      destroyAmount: BigInt(c.destroyAmount),
      fee: BigInt(c.fee),
      payout: BigInt(c.payout),
      nonce: BigInt(c.nonce),
    }),
  ),
)
collections.setHead(scene.sourceChainId, scene.head)
const worker = new BridgeRelayer({
  routes: [
    {
      sourceChainId: scene.sourceChainId,
      sourceBridge: scene.sourceBridge,
      confirmations: scene.confirmations,
      twins: new Map(scene.twins),
      target: new RpcBridgeTarget({ ...scene.target, rpc: new FetchJsonRpc(scene.target.rpcUrl, 5_000) }),
    },
  ],
  collections,
  relays,
  heads: collections,
  isWriter: () => true, // the lock above is held for the process's life
  pollMs: 10,
  backoff: { baseMs: 50, maxMs: 400 },
  log: {
    info() {},
    warn: (...args: unknown[]) => console.error(...args),
    error: (...args: unknown[]) => console.error(...args),
  },
  onStep: (step, key) => {
    process.stdout.write(`step ${step} ${key}\n`)
    if (step === crashAt && --crashIn === 0) process.kill(process.pid, 'SIGKILL')
  },
})
worker.start()
for (;;) {
  const states = await Promise.all(
    scene.collections.map(async (c) => (await relays.relayOf(c.chainId, c.txHash, c.logIndex))?.state),
  )
  if (states.every((state) => state === 'delivered')) break
  await new Promise((resolve) => setTimeout(resolve, 20))
}
await worker.stop()
await lease.release()
await db.close()
process.stdout.write('delivered\n')
