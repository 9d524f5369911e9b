import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { PgBridgeRelays } from '../../../src/adapters/db/PgBridgeRelays'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { bridgeTransferKey } from '../../../src/domain/bridge/bridgeTransferKey'
import type { RelayStep } from '../../../src/server/workers/BridgeRelayer'
import { forkChain } from '../../adapters/indexer/support/forkChain'
import { testDatabases } from '../support/testDatabases'
import { type RelayScene, sceneCollections } from './support/relayScene'
import { collection, deployTargetBridge, OPERATOR, SOURCE_BRIDGE, type TargetBridge } from './support/targetBridge'

const SOURCE = 128
const TARGET = 56
/** Runs per crash point and database: one in `npm test` (a PGlite run takes ~10 s); RELAY_CRASH_RUNS=50 for the count. */
const RUNS = Number(process.env.RELAY_CRASH_RUNS ?? 1)
/** Collections per run: the crash falls on one of them (the k-th to reach the step), the others before or after. */
const PER_RUN = 3
const STEPS: RelayStep[] = ['before-intent', 'after-intent', 'after-send', 'after-sent']
const child = join(import.meta.dirname, 'support', 'relayerChild.ts')
const root = join(import.meta.dirname, '..', '..', '..')

let chain: Awaited<ReturnType<typeof forkChain>>
let target: TargetBridge
let scratch: string
beforeAll(async () => {
  chain = await forkChain(TARGET)
  target = await deployTargetBridge(chain.provider, SOURCE, { inventory: 10n ** 24n, dailyCap: 10n ** 24n })
  scratch = await mkdtemp(join(tmpdir(), 'fomo-relayer-'))
})
afterAll(async () => {
  await chain?.stop()
  if (scratch) await rm(scratch, { recursive: true, force: true })
})

/** Runs the relayer child; with a crash point, expects it to kill itself there. Resolves with its output. */
function runChild(scene: RelayScene, crash?: { at: RelayStep; after: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      cwd: root,
      env: {
        ...process.env,
        RELAY_SCENE: JSON.stringify(scene),
        ...(crash ? { RELAY_CRASH_AT: crash.at, RELAY_CRASH_AFTER: String(crash.after) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const timer = setTimeout(() => {
      proc.kill('SIGKILL')
      reject(new Error(`relayer child hung:\n${output}`))
    }, 60_000)
    proc.stdout.on('data', (chunk: Buffer) => {
      output += chunk
    })
    proc.stderr.on('data', (chunk: Buffer) => {
      output += chunk
    })
    proc.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (crash ? signal === 'SIGKILL' : code === 0) resolve(output)
      else reject(new Error(`relayer child ended with ${code ?? signal}:\n${output}`))
    })
  })
}

let serial = 0

describe.each(testDatabases())('the relayer killed at each step on $name', (database) => {
  // one database for every run, as a server keeps it: earlier runs' relays stay delivered beside the new ones
  let location: ReturnType<typeof database.location>
  beforeAll(() => {
    location = database.location(join(scratch, database.name))
  })
  afterAll(() => database.cleanup())

  it.each(STEPS)(
    `SIGKILLed %s, then restarted: every transfer delivered exactly once (${RUNS} runs)`,
    async (step) => {
      for (let run = 0; run < RUNS; run++) {
        const recipients = Array.from({ length: PER_RUN }, (_, i) => devAccounts()[1 + ((run + i) % 7)]!.address)
        const collections = recipients.map((recipient, i) =>
          collection(SOURCE, { chainId: TARGET, ...target }, ++serial * 10 + i, recipient, BigInt(1_000 + i)),
        )
        const before = await Promise.all(recipients.map((r) => target.balanceOf(r)))
        const scene: RelayScene = {
          database: location,
          sourceChainId: SOURCE,
          sourceBridge: SOURCE_BRIDGE,
          confirmations: 2,
          head: Math.max(...collections.map((c) => c.blockNumber)) + 2,
          twins: [[target.sourceToken, target.token]],
          target: {
            chainId: TARGET,
            rpcUrl: chain.rpcUrl,
            bridge: target.bridge,
            operatorKey: OPERATOR.privateKey,
            fromBlock: target.deployBlock,
          },
          collections: sceneCollections(collections),
        }
        const after = 1 + ((run * 7 + serial) % PER_RUN) // which collection the crash falls on
        const killed = await runChild(scene, { at: step, after })
        expect(killed.match(new RegExp(`step ${step} `, 'g'))).toHaveLength(after)
        expect(killed).not.toContain('delivered')
        const restarted = await runChild(scene)
        expect(restarted).toContain('delivered')

        const db = await openDatabase(location)
        try {
          const relays = new PgBridgeRelays(db)
          const transfers = await target.transfers()
          for (const [i, c] of collections.entries()) {
            const key = bridgeTransferKey(SOURCE, c.nonce)
            const logs = transfers.filter(([k]) => k === key)
            expect(logs, `run ${run}, collection ${i}: one Transferred`).toHaveLength(1)
            expect(await target.admin.hashs(key)).toBe(true)
            const relay = await relays.relayOf(SOURCE, c.txHash, c.logIndex)
            expect(relay).toMatchObject({ state: 'delivered', targetTxHash: logs[0]![1], amount: c.payout })
          }
          const paid = await Promise.all(recipients.map((r) => target.balanceOf(r)))
          const expected = new Map<string, bigint>()
          for (const [i, r] of recipients.entries())
            expected.set(r, (expected.get(r) ?? before[i]!) + collections[i]!.payout)
          expect(paid).toEqual(recipients.map((r) => expected.get(r)))
        } finally {
          await db.close()
        }
      }
    },
    600_000,
  )
})
