/**
 * Writes the web app's generated static files into `public/` (served beside the app):
 * - `images/token/{symbol}.png`: a simple placeholder logo per seeded token (a coloured disc);
 * - `default-token-list.json`: the default token list from the devnet deployment records;
 * - `config.json`: the app's runtime configuration (chains, RPC URLs, deployments; `devnet: true`).
 * Without deployment records (no devnet yet) only the logos are written; `npm start` runs it again once seeded.
 *
 * Run: npx tsx scripts/web-assets.ts [--devnet-dir .devnet] [--base-url http://127.0.0.1:8080/] [--out public]
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { deflateSync } from 'node:zlib'
import type { DeploymentRecord } from '../src/domain/deployment/DeploymentRecord'
import { createAppConfig } from '../src/ui/config/createAppConfig'
import { createDefaultTokenList } from '../src/ui/config/createDefaultTokenList'

const { values } = parseArgs({
  options: {
    'devnet-dir': { type: 'string', default: '.devnet' },
    'base-url': { type: 'string', default: process.env.FOMO_WEB_URL ?? 'http://127.0.0.1:8080/' },
    out: { type: 'string', default: 'public' },
  },
})
const out = values.out as string
const deploymentsDir = join(values['devnet-dir'] as string, 'deployments')
const records: DeploymentRecord[] = []
if (existsSync(deploymentsDir)) {
  for (const file of (await readdir(deploymentsDir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()) {
    records.push(JSON.parse(await readFile(join(deploymentsDir, file), 'utf8')) as DeploymentRecord)
  }
  records.sort((a, b) => (a.chainId === 128 ? -1 : b.chainId === 128 ? 1 : a.chainId - b.chainId))
}

const symbols = new Set(['FOMO', 'HT', 'BNB', 'WHT', 'WBNB', ...records.flatMap((r) => r.tokens.map((t) => t.symbol))])
await mkdir(join(out, 'images', 'token'), { recursive: true })
for (const symbol of symbols) await writeFile(join(out, 'images', 'token', `${symbol}.png`), placeholderPng(symbol))
console.log(`web-assets: ${symbols.size} token logos in ${out}/images/token`)

if (records.length > 0) {
  const baseUrl = values['base-url'] as string
  await writeFile(
    join(out, 'default-token-list.json'),
    `${JSON.stringify(createDefaultTokenList(records, baseUrl, new Date()), null, 2)}\n`,
  )
  await writeFile(join(out, 'config.json'), `${JSON.stringify(createAppConfig(records, { devnet: true }), null, 2)}\n`)
  console.log(
    `web-assets: default-token-list.json (logos at ${baseUrl}) and config.json for chains ${records.map((r) => r.chainId).join(', ')}`,
  )
} else {
  console.log(
    `web-assets: no deployment records in ${deploymentsDir}; start the devnet for config.json and the token list`,
  )
}

/** A 64×64 RGBA PNG: a disc in a colour derived from the symbol, on transparent. */
function placeholderPng(symbol: string): Buffer {
  const size = 64
  let hash = 0
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const [r, g, b] = hslToRgb((hash % 360) / 360, 0.62, 0.55)
  const rows: Buffer[] = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4) // filter byte 0, then RGBA pixels
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2)
      const alpha = Math.max(0, Math.min(1, size / 2 - distance)) // anti-aliased edge
      row.set([r, g, b, Math.round(alpha * 255)], 1 + x * 4)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h * 12) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}
