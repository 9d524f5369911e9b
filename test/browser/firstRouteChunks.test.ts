import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, inject, it } from 'vitest'

// Issue 31, item 1: the chunks the entry loads before anything is clicked, as built (the static imports of the entry
// and of what it imports; `import()` loads later). test/architecture/firstRoute.test.ts checks the sources' imports;
// this checks vite.config.ts's chunking too: with keccak's @noble/hashes inside the ethers chunk, the EIP-55 checksum
// chunk imported the whole of ethers (90 kB gzip) onto the swap page.
it('builds a first route that loads neither the ethers chunk nor a wallet connector', async () => {
  const dir = inject('webAppDir')
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
  const names = [...loaded].map((path) => path.slice('assets/'.length).replace(/-[\w-]{8}\.js$/, ''))
  expect(names).toContain('keccak')
  expect(names.filter((name) => /^(ethers|createWalletConnectProvider|core)$/.test(name))).toEqual([])
})
