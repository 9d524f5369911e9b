import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that took 15 s or more in a full run (seconds; `npm test` prints the slowest of each run), for a clean
 * clone, which has no results cache: started first, they do not run alone at the end of the suite. Quiet 2-core
 * machine, three forks: with this order vitest took 930 s, against 1,174 s in file-size order. An entry that drifts
 * only moves a file in the queue.
 */
const SLOW_FILES: Readonly<Record<string, number>> = {
  'test/server/programmes/seasonSettlementKill.test.ts': 132,
  'test/deploy/deployCommand.test.ts': 111,
  'test/browser/screenshots.test.ts': 111,
  'test/browser/accessibility.test.ts': 70,
  'test/cli/arguments.test.ts': 56,
  'test/rehearsal/mainnetRehearsal.test.ts': 47,
  'test/cli/mining.test.ts': 43,
  'test/cli/trading.test.ts': 43,
  'test/server/workers/relayerCrash.test.ts': 40,
  'test/cli/exchange.test.ts': 38,
  'test/browser/shell.test.ts': 37,
  'test/server/productionBuild.test.ts': 30,
  'test/cli/miningVerify.test.ts': 29,
  'test/browser/wallet.test.ts': 28,
  'test/browser/swapStates.test.ts': 27,
  'test/browser/keyboard.test.ts': 26,
  'test/cli/migrate.test.ts': 26,
  'test/browser/swap.test.ts': 25,
  'test/cli/pool.test.ts': 25,
  'test/browser/mining.test.ts': 24,
  'test/browser/walletConnect.test.ts': 24,
  'test/adapters/indexer/crashRecovery.test.ts': 24,
  'test/browser/exchange.test.ts': 23,
  'test/cli/bridge.test.ts': 23,
  'test/adapters/indexer/ChainIndexer.test.ts': 23,
  'test/browser/bounty.test.ts': 21,
  'test/browser/migrate.test.ts': 20,
  'test/browser/swapErrors.test.ts': 19,
  'test/browser/tokenSelect.test.ts': 19,
  'test/devnet/restart.test.ts': 19,
  'test/browser/removeLiquidity.test.ts': 17,
  'test/cli/bounty.test.ts': 17,
  'test/cli/messages.test.ts': 17,
  'test/cli/season.test.ts': 17,
  'test/server/shutdown.test.ts': 17,
  'test/scripts/freshClone.test.ts': 16,
  'test/server/bountyServer.test.ts': 16,
  'test/browser/lists.test.ts': 15,
  'test/browser/productionBuild.test.ts': 15,
  'test/cli/seasonPayees.test.ts': 15,
  'test/cli/txCsv.test.ts': 15,
}

/**
 * vitest's order (a failed file first, then the slowest by the results cache, else the largest), with each file's
 * seconds taken from the cache where it has them and from SLOW_FILES where it does not.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx
    const seconds = (spec: TestSpecification) => {
      const path = relative(config.root, spec.moduleId)
      const cached = cache.getFileTestResults(`${spec.project.name}:${path}`)
      if (cached) return cached.failed ? Number.POSITIVE_INFINITY : cached.duration / 1000
      return SLOW_FILES[path] ?? 0
    }
    // a stable sort: the files of equal weight (most, at 0) keep vitest's order
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a))
  }
}
