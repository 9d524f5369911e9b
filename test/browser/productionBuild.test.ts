import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { expect, it } from 'vitest'

it('leaves the Dev wallet out of a production build', async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'fomo-web-prod-'))
  try {
    await build({
      root: join(import.meta.dirname, '..', '..'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir },
    })
    const files = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.js'))
    const code = (await Promise.all(files.map((file) => readFile(join(outDir, 'assets', file), 'utf8')))).join('\n')
    expect(code.includes('wallet_switchEthereumChain')).toBe(true) // the injected wallet is there
    expect(code.includes('The Dev wallet knows only the devnet chains')).toBe(false)
    expect(code.includes('__fomo')).toBe(false)
    expect(code.includes('react-stack-top-frame')).toBe(false) // React's production build
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
})
