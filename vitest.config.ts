import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/domain/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/{adapters,cli,devnet}/**/*.test.ts'],
          // one seeded devnet for the run; each file forks it (test/support/forkDevnet.ts)
          globalSetup: ['test/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
