import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    webAppDir: string
  }
}

/** Builds the web app once for the browser suite (devnet mode: with the Dev wallet) into a temporary folder. */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'fomo-web-'))
  await build({
    root: join(import.meta.dirname, '..', '..', '..'),
    mode: 'devnet',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  project.provide('webAppDir', outDir)
  return async () => {
    await rm(outDir, { recursive: true, force: true })
  }
}
