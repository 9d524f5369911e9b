import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoRouter__factory } from '../../src/adapters/contracts/generated'
import { writeDeploymentRecord } from '../../src/adapters/deployment/writeDeploymentRecord'
import { type ChainSession, openChainSession } from '../../src/cli/compositionRoot'
import { findBestTrade } from '../../src/domain/trade/findBestTrade'
import { loadPairs } from '../../src/domain/trade/loadPairs'
import { PairIndex } from '../../src/domain/trade/PairIndex'
import { TradeType } from '../../src/domain/trade/TradeType'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

let devnet: ForkedDevnet
let dir: string
const sessions = new Map<number, ChainSession>()
beforeAll(async () => {
  devnet = await forkDevnet()
  dir = await mkdtemp(join(tmpdir(), 'fomo-differential-'))
  for (const chainId of [128, 56]) {
    await writeDeploymentRecord(dir, devnet.chain(chainId).record)
    sessions.set(chainId, await openChainSession({ devnetDir: dir, chainId, storageDir: join(dir, 'home') }, false))
  }
})
afterAll(async () => {
  for (const session of sessions.values()) session.close()
  await devnet?.stop()
  await rm(dir, { recursive: true, force: true })
})

describe.each([128, 56])('on a fork of chain %i, the domain’s best trades', (chainId) => {
  it('move exactly the amounts the router computes, exact-in and exact-out, on every route length', async () => {
    const session = sessions.get(chainId)!
    const router = FomoRouter__factory.connect(session.config.routerAddress, devnet.chain(chainId).provider)
    const index = new PairIndex(await loadPairs(session.config, session.tokens, session.ports.reads))
    const hops = new Set<number>()
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: session.tokens.length - 1 }),
        fc.integer({ min: 0, max: session.tokens.length - 1 }),
        fc.bigInt({ min: 1n, max: 10n ** 22n }),
        fc.boolean(),
        async (i, j, raw, exactIn) => {
          fc.pre(i !== j)
          const [input, output] = [session.tokens[i]!, session.tokens[j]!]
          let trade: ReturnType<typeof findBestTrade>
          try {
            trade = exactIn
              ? findBestTrade(index, TradeType.EXACT_INPUT, { currency: input, raw }, output)
              : findBestTrade(index, TradeType.EXACT_OUTPUT, { currency: output, raw }, input)
          } catch {
            return // no route within 3 hops, or not enough reserves: the router would revert too
          }
          const path = trade.route.path.map((token) => token.address)
          hops.add(path.length - 1)
          const onChain = exactIn ? await router.getAmountsOut(raw, path) : await router.getAmountsIn(raw, path)
          expect(onChain).toEqual([...trade.amounts])
        },
      ),
      { numRuns: 60, seed: chainId },
    )
    expect([...hops].sort()).toEqual([1, 2, 3])
  })
})
