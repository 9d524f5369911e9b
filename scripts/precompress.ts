// Precompresses the built web app: beside each text asset of at least 1 KiB, a `.br` (brotli, best) and a `.gz`
// (gzip, best), written only when smaller. The server sends them by Accept-Encoding (registerWebAppRoutes), so no
// CPU is spent compressing per request. Used as a vite plugin (vite.config.ts) at `vite build`.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.ico', '.txt', '.map'])
const MIN_BYTES = 1024
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Writes `.br` and `.gz` beside every compressible file under `dir`; returns how many files were compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue
    if (await precompressFile(join(entry.parentPath, entry.name))) count++
  }
  return count
}

/**
 * Writes `.br` and `.gz` beside `path` when it is compressible, at least 1 KiB and they are smaller; removes any older
 * ones first, so a file rewritten after the build is never served from a stale compressed copy. True if compressed.
 */
export async function precompressFile(path: string): Promise<boolean> {
  await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })])
  if (!COMPRESSIBLE.has(extname(path))) return false
  const body = await readFile(path)
  if (body.length < MIN_BYTES) return false
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gz(body, { level: 9 }),
  ])
  if (br.length < body.length) await writeFile(`${path}.br`, br)
  if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped)
  return true
}

/** The vite plugin: precompresses the output folder once the bundle is written. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'fomo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressDir(outDir)
    },
  }
}
