import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { FileDeploymentRecords } from '../../src/adapters/deployment/FileDeploymentRecords'
import { DEVNET_CHAINS } from '../../src/adapters/devnet/devnetChains'
import { startDevnet } from '../../src/adapters/devnet/startDevnet'
import type { SeededDevnet } from './devnetContext'
import { freePort } from './freePort'

/**
 * Seeds one devnet for the whole integration run, on free ports in a temporary folder, so that
 * each test file can fork it (see forkDevnet) and start from the same state without disturbing
 * another file or a running `npm start`.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'fomo-seeded-'))
  const ports = Object.fromEntries(await Promise.all(DEVNET_CHAINS.map(async (c) => [c.chainId, await freePort()])))
  const devnet = await startDevnet({ dir, records: new FileDeploymentRecords(dir), ports })
  const seeded: SeededDevnet = {
    dir,
    chains: devnet.chains.map(({ chain, rpcUrl }) => ({ chainId: chain.chainId, rpcUrl })),
  }
  project.provide('seededDevnet', seeded)
  return async () => {
    await devnet.stop()
    await rm(dir, { recursive: true, force: true })
  }
}
