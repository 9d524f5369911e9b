import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { FileDeploymentRecords } from '../../src/adapters/deployment/FileDeploymentRecords'
import { DEVNET_CHAINS } from '../../src/adapters/devnet/devnetChains'
import { startDevnet } from '../../src/adapters/devnet/startDevnet'
import type { SeededDevnet } from './devnetContext'
import { freePort } from './freePort'

/** The run's one seeded devnet and how many projects use it. */
interface SharedDevnet {
  users: number
  readonly started: Promise<{ readonly seeded: SeededDevnet; stop(): Promise<void> }>
}

// vitest sets up each project's globalSetup in turn, in its main process (one global object, a module registry per
// project): the integration and browser projects share one devnet through the global, so it is seeded once
const SHARED = Symbol.for('fomo.test.seededDevnet')
const registry = globalThis as { [SHARED]?: SharedDevnet }

async function seed(): Promise<{ seeded: SeededDevnet; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'fomo-seeded-'))
  const ports = Object.fromEntries(await Promise.all(DEVNET_CHAINS.map(async (c) => [c.chainId, await freePort()])))
  const devnet = await startDevnet({ dir, records: new FileDeploymentRecords(dir), ports })
  const seeded: SeededDevnet = {
    dir,
    chains: devnet.chains.map(({ chain, rpcUrl }) => ({ chainId: chain.chainId, rpcUrl })),
  }
  const stop = async () => {
    await devnet.stop()
    await rm(dir, { recursive: true, force: true })
  }
  return { seeded, stop }
}

/**
 * Seeds one devnet for the whole run, on free ports in a temporary folder, so that each test file can fork it (see
 * forkDevnet) and start from the same state without disturbing another file or a running `npm start`. Every project
 * that lists this setup gets the same devnet; the last to finish stops it.
 */
export default async function setup(project: TestProject) {
  const shared = registry[SHARED] ?? { users: 0, started: seed() }
  registry[SHARED] = shared
  shared.users++
  const { seeded, stop } = await shared.started
  project.provide('seededDevnet', seeded)
  return async () => {
    shared.users--
    if (shared.users > 0) return
    delete registry[SHARED]
    await stop()
  }
}
