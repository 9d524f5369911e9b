import type { TestProject } from 'vitest/node'
import seedDevnet from '../../support/globalSetup'
import buildWebApp from './buildWebApp'

/**
 * The browser suite's setup: the run's seeded devnet and the built web app, made side by side (vitest runs a
 * project's setup files one after another, and the build needs no chain).
 */
export default async function setup(project: TestProject) {
  const [stopDevnet, removeWebApp] = await Promise.all([seedDevnet(project), buildWebApp(project)])
  return async () => {
    await Promise.all([stopDevnet(), removeWebApp()])
  }
}
