// Delivery benchmark of the bridge (issue 16): a devnet with 1-second blocks, the server (indexer + relayer) with a
// depth of N, TRANSFERS collections each way sent at a steady pace; prints p50/p95 from the collection's block to the
// payout's block beside the floor (N + 1 blocks), and the gas of collectionToken and transferToken beside cBridge's.
// `npm run bench:bridge` (BRIDGE_TRANSFERS=200, BRIDGE_DEPTH=2, BRIDGE_PACE_MS=100).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JsonRpcProvider, MaxUint256, Network, NonceManager, Signature, Wallet } from 'ethers'
import { DevToken__factory, FomoBridge__factory } from '../src/adapters/contracts/generated'
import { PgBridgeRelays } from '../src/adapters/db/PgBridgeRelays'
import { FileDeploymentRecords } from '../src/adapters/deployment/FileDeploymentRecords'
import { DEVNET_SIGNER_ACCOUNT, devAccounts, devnetRelayerAccount } from '../src/adapters/devnet/devAccounts'
import { startDevnet } from '../src/adapters/devnet/startDevnet'
import { bridgeAmounts } from '../src/domain/bridge/bridgeAmounts'
import { encodeBridgeCode } from '../src/domain/bridge/bridgeCode'
import { collectionTypedData } from '../src/domain/bridge/collectionVoucher'
import type { DeploymentRecord } from '../src/domain/deployment/DeploymentRecord'
import { startServer } from '../src/server/startServer'
import { freePort } from '../test/support/freePort'

const TRANSFERS = Number(process.env.BRIDGE_TRANSFERS ?? 200)
const DEPTH = Number(process.env.BRIDGE_DEPTH ?? 2)
const PACE_MS = Number(process.env.BRIDGE_PACE_MS ?? 100)
const BLOCK_S = 1
const SENDERS = [1, 2, 3, 4]
const SYMBOL = 'AURA'
const AMOUNT = 10n ** 18n
const CBRIDGE = { send: 84_500, relay: '117.7k–188.5k' }
const GOALS = { overFloorS: 1, collectionGas: 85_000, payoutGas: 100_000 }

interface Sent {
  direction: string
  source: number
  txHash: string
  landed: Promise<{ blockNumber: number; gasUsed: bigint; logIndex: number }>
}

const dir = await mkdtemp(join(tmpdir(), 'fomo-bridge-bench-'))
const records = new FileDeploymentRecords(dir)
console.log('starting and seeding a devnet …')
const devnet = await startDevnet({ dir, records, ports: { 128: await freePort(), 56: await freePort() } })
try {
  const chains = await Promise.all([128, 56].map(async (chainId) => chainOf(await records.read(chainId))))
  for (const chain of chains) {
    await approveAll(chain)
    chain.deadline = (await chain.provider.getBlock('latest'))!.timestamp + 3_600
  }
  for (const chain of chains) {
    await chain.provider.send('evm_setAutomine', [false])
    await chain.provider.send('evm_setIntervalMining', [BLOCK_S])
  }
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    appOrigin: 'http://localhost:5173',
    devnetDir: dir,
    chains: [128, 56],
    rpcUrls: {},
    signerKey: devAccounts()[DEVNET_SIGNER_ACCOUNT]!.privateKey,
    devnet: true,
    finalityDepth: { 128: DEPTH, 56: DEPTH },
    indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 100, rpcTimeoutMs: 10_000 },
    bridge: {
      relayerKey: devnetRelayerAccount().privateKey,
      confirmations: { 128: DEPTH, 56: DEPTH },
      deadlineSeconds: 600,
    },
    relayerBackoff: { baseMs: 500, maxMs: 5_000 },
    rateLimit: { perIp: 1e9, perAddress: 1e9, readPerIp: 1e9, windowMs: 60_000 },
    timeouts: { requestMs: 10_000, connectionMs: 30_000 },
    cacheTtlMs: 1_000,
    logLevel: 'warn',
  })
  try {
    console.log(
      `${TRANSFERS} transfers each way, one every ${PACE_MS} ms per direction, depth ${DEPTH}, ${BLOCK_S}-s blocks`,
    )
    const sent: Sent[] = []
    let nonce = 2n ** 48n
    for (let i = 0; i < TRANSFERS; i++) {
      for (const [from, to] of [
        [chains[0]!, chains[1]!],
        [chains[1]!, chains[0]!],
      ] as const) {
        sent.push(await collect(from, to.chainId, SENDERS[i % SENDERS.length]!, nonce++))
      }
      await new Promise((resolve) => setTimeout(resolve, PACE_MS))
    }
    const landed = await Promise.all(sent.map(async (s) => ({ ...s, ...(await s.landed) })))
    const relays = new PgBridgeRelays(server.composed.database)
    const deadline = Date.now() + 10 * 60_000
    for (;;) {
      const states = await Promise.all(landed.map((l) => relays.relayOf(l.source, l.txHash, l.logIndex)))
      const delivered = states.filter((relay) => relay?.state === 'delivered').length
      if (delivered === landed.length) break
      if (Date.now() > deadline) throw new Error(`only ${delivered} of ${landed.length} delivered after 10 minutes`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }

    const latencies: number[] = []
    const collectionGas: bigint[] = []
    const payoutGas: bigint[] = []
    const blockTimes = new Map<string, number>()
    const timeOf = async (chain: Chain, block: number) => {
      const key = `${chain.chainId}:${block}`
      if (!blockTimes.has(key)) blockTimes.set(key, (await chain.provider.getBlock(block))!.timestamp)
      return blockTimes.get(key)!
    }
    for (const l of landed) {
      const from = chains.find((c) => c.chainId === l.source)!
      const to = chains.find((c) => c.chainId !== l.source)!
      const relay = (await relays.relayOf(l.source, l.txHash, l.logIndex))!
      const payout = (await to.provider.getTransactionReceipt(relay.targetTxHash!))!
      latencies.push((await timeOf(to, payout.blockNumber)) - (await timeOf(from, l.blockNumber)))
      collectionGas.push(l.gasUsed)
      payoutGas.push(payout.gasUsed)
    }
    const floor = (DEPTH + 1) * BLOCK_S
    const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1]!
    const median = (values: bigint[]) =>
      Number([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[values.length >> 1]!)
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')
    console.log(`\n── delivery, collection block → payout block (${landed.length} transfers, block times in s)`)
    console.log(
      `p50 ${p(latencies, 0.5)} s   p95 ${p(latencies, 0.95)} s   max ${Math.max(...latencies)} s   floor (N + 1 blocks) ${floor} s`,
    )
    console.log(`goal p50 ≤ floor + ${GOALS.overFloorS} s: ${verdict(p(latencies, 0.5) <= floor + GOALS.overFloorS)}`)
    console.log('\n── gas (tx-level, median)')
    console.log(
      `collectionToken ${median(collectionGas).toLocaleString('en')}   cBridge send ${CBRIDGE.send.toLocaleString('en')}   goal ≤ ${GOALS.collectionGas.toLocaleString('en')}: ${verdict(median(collectionGas) <= GOALS.collectionGas)}`,
    )
    console.log(
      `transferToken   ${median(payoutGas).toLocaleString('en')}   cBridge relay ${CBRIDGE.relay}   goal ≤ ${GOALS.payoutGas.toLocaleString('en')}: ${verdict(median(payoutGas) <= GOALS.payoutGas)}`,
    )
  } finally {
    await server.close()
  }
} finally {
  await devnet.stop()
  await rm(dir, { recursive: true, force: true })
}

interface Chain {
  chainId: number
  record: DeploymentRecord
  provider: JsonRpcProvider
  senders: Map<number, NonceManager>
  /** An hour past the chain's clock when the run starts. */
  deadline: number
}

function chainOf(record: DeploymentRecord): Chain {
  const provider = new JsonRpcProvider(record.rpcUrl, Network.from(record.chainId), { staticNetwork: true })
  provider.pollingInterval = 100
  const senders = new Map(
    SENDERS.map((account) => [account, new NonceManager(new Wallet(devAccounts()[account]!.privateKey, provider))]),
  )
  return { chainId: record.chainId, record, provider, senders, deadline: 0 }
}

/** Every sender lets the chain's bridge take its AURA (before the 1-second blocks start). */
async function approveAll(chain: Chain): Promise<void> {
  const token = chain.record.bridge!.tokens[SYMBOL]!.address
  for (const sender of chain.senders.values()) {
    await (await DevToken__factory.connect(token, sender).approve(chain.record.contracts.bridge!, MaxUint256)).wait()
  }
}

/** Signs (as the server's signer) and sends one collection to `targetChainId`; resolves once broadcast. */
async function collect(chain: Chain, targetChainId: number, account: number, nonce: bigint): Promise<Sent> {
  const { record } = chain
  const terms = record.bridge!
  const token = terms.tokens[SYMBOL]!
  const sender = chain.senders.get(account)!
  const recipient = devAccounts()[account + 4]!.address
  const amounts = bridgeAmounts(AMOUNT, { serviceBps: token.serviceBps, destroyBps: terms.destroyBps })
  const code = encodeBridgeCode({ recipient, targetChainId, nonce })
  const deadline = chain.deadline
  const { domain, types, value } = collectionTypedData({
    chainId: record.chainId,
    bridge: record.contracts.bridge!,
    sender: devAccounts()[account]!.address,
    token: token.address,
    ...amounts,
    code,
    nonce,
    deadline,
  })
  const signer = new Wallet(devAccounts()[DEVNET_SIGNER_ACCOUNT]!.privateKey)
  const { v, r, s } = Signature.from(await signer.signTypedData(domain, types, value))
  const bridge = FomoBridge__factory.connect(record.contracts.bridge!, sender)
  const tx = await bridge.collectionToken(
    token.address,
    AMOUNT,
    amounts.destroyAmount,
    terms.destroyAddress,
    deadline,
    code,
    v,
    r,
    s,
    {
      gasLimit: 200_000, // no estimate per transfer: they are sent faster than blocks come
    },
  )
  return {
    direction: `${record.chainId}→${targetChainId}`,
    source: record.chainId,
    txHash: tx.hash.toLowerCase(),
    landed: tx.wait().then((receipt) => {
      const log = receipt!.logs.find((entry) => bridge.interface.parseLog(entry)?.name === 'Collected')!
      return { blockNumber: receipt!.blockNumber, gasUsed: receipt!.gasUsed, logIndex: log.index }
    }),
  }
}
