import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, inject, it } from 'vitest'

// Issue 31, item 1: the chunks the entry loads before anything is clicked, as built (the static imports of the entry
// and of what it imports; `import()` loads later). test/architecture/firstRoute.test.ts checks the sources' imports;
// this checks vite.config.ts's chunking too: with keccak's @noble/hashes inside the ethers chunk, the EIP-55 checksum
// chunk imported the whole of ethers (90 kB gzip) onto the swap page.

/**
 * The entry's static chunks (devnet build), gzip level 9 as bench:ui measures: 150.1 kB once @formatjs/intl, the swap
 * page's services, the CSV's records and the areas' bindings left them; 146.9 kB once what the entry imports
 * statically became one chunk with it (vite.config.ts; bench:ui's first route adds the swap screen's lazy chunks and
 * the locale, 158.5 kB). Raise it knowingly: a module that comes back onto the first route fails here.
 */
const STATIC_FIRST_ROUTE_GZIP_BYTES = 148 * 1024

/** The files (under `dir`) the built entry loads statically, the entry first. */
async function firstRouteFiles(dir: string): Promise<string[]> {
  const html = await readFile(join(dir, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]*src="\.?\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(entry).toBeDefined()
  const loaded = new Set<string>([entry!])
  const queue = [entry!]
  for (let file = queue.shift(); file; file = queue.shift()) {
    const code = await readFile(join(dir, file), 'utf8')
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      const path = `assets/${imported}`
      if (loaded.has(path)) continue
      loaded.add(path)
      queue.push(path)
    }
  }
  return [...loaded]
}

it('builds a first route that loads neither the ethers chunk nor a wallet connector', async () => {
  const names = (await firstRouteFiles(inject('webAppDir'))).map((path) =>
    path.slice('assets/'.length).replace(/-[\w-]{8}\.js$/, ''),
  )
  expect(names).toContain('keccak')
  expect(names.filter((name) => /^(ethers|createWalletConnectProvider|core)$/.test(name))).toEqual([])
})

it(`builds a first route whose static chunks weigh at most ${STATIC_FIRST_ROUTE_GZIP_BYTES / 1024} kB gzip`, async () => {
  const dir = inject('webAppDir')
  const files = await firstRouteFiles(dir)
  let total = 0
  for (const file of files) total += gzipSync(await readFile(join(dir, file)), { level: 9 }).length
  expect(files.length).toBeGreaterThan(1) // the walk followed the entry's imports (its static chunks are one, keccak and the runtime)
  expect(total).toBeLessThanOrEqual(STATIC_FIRST_ROUTE_GZIP_BYTES)
})
