import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { SlowFirstSequencer } from './test/support/slowFirstSequencer'

export default defineConfig({
  test: {
    // the slowest files first, on a clean clone too (test/support/slowFirstSequencer.ts)
    sequence: { sequencer: SlowFirstSequencer },
    // one fork more than the cores: the suite mostly waits on anvils, servers and Chromium (the load average stayed
    // near 1.4 through a full run with two forks on 2 cores). With three forks on 2 cores, beside another agent's
    // browser tests (load average 10-13), vitest took 1,320 s (2,469 s of files) and passed: as long as two forks took
    // on a quiet machine
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          // first: vitest sets up the projects in this order, one after another, and this one's setup (the web app's
          // build beside the devnet's seeding) then covers the integration project's (the same devnet)
          // Playwright driving Debian's Chromium against the built app on devnet forks (test/browser/support)
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/support/browserGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll waits on a condition; vitest's 1 s default fails on a loaded machine (the chart stayed
          // 'loading' past it beside a running `npm start`): the limit is the test's, not the poll's
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        test: {
          name: 'unit',
          include: ['test/{domain,scripts,support}/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/{adapters,cli,devnet,server}/**/*.test.ts'],
          // one seeded devnet for the run; each file forks it (test/support/forkDevnet.ts)
          globalSetup: ['test/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // `fomo deploy` on bare anvil chains of its own: no seeded devnet needed
          name: 'deploy',
          include: ['test/deploy/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // issue #19's rehearsal: fomo deploy on a bare chain 56, npm run build, two built servers on PostgreSQL,
          // Chromium trading through the served app, the writer SIGKILLed (skipped, with the reason, without PostgreSQL)
          name: 'rehearsal',
          include: ['test/rehearsal/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        test: {
          name: 'ui',
          include: ['test/ui/**/*.test.ts'],
        },
      },
      {
        test: {
          // the dependency rules: biome.json's import zones, the container kept in the composition roots
          name: 'architecture',
          include: ['test/architecture/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
