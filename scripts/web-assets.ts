/**
 * Writes the web app's generated static files into `public/` (served beside the app; the token logos are not
 * generated: each devnet token's logo ships in `public/images/token/{symbol}.svg`, see src/ui/config/appTokenLogos):
 * - `default-token-list.json`: the default token list from the devnet deployment records;
 * - `config.json`: the app's runtime configuration (chains, RPC URLs, deployments; `devnet: true`).
 * Without deployment records (no devnet yet) nothing is written; `npm start` runs it again once seeded.
 *
 * Run: npx tsx scripts/web-assets.ts [--devnet-dir .devnet] [--base-url http://127.0.0.1:8080/] [--out public]
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { DeploymentRecord } from '../src/domain/deployment/DeploymentRecord'
import { createAppConfig } from '../src/ui/config/createAppConfig'
import { createDefaultTokenList } from '../src/ui/config/createDefaultTokenList'
import { precompressFile } from './precompress'

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

if (records.length > 0) {
  await mkdir(out, { recursive: true })
  const baseUrl = values['base-url'] as string
  await writeFile(
    join(out, 'default-token-list.json'),
    `${JSON.stringify(createDefaultTokenList(records, baseUrl, new Date()), null, 2)}\n`,
  )
  await writeFile(join(out, 'config.json'), `${JSON.stringify(createAppConfig(records, { devnet: true }), null, 2)}\n`)
  // a build's .br and .gz of an older config.json or list (vite copies public/) would be served in their place
  await precompressFile(join(out, 'default-token-list.json'))
  await precompressFile(join(out, 'config.json'))
  console.log(
    `web-assets: default-token-list.json (logos at ${baseUrl}) and config.json for chains ${records.map((r) => r.chainId).join(', ')}`,
  )
} else {
  console.log(
    `web-assets: no deployment records in ${deploymentsDir}; start the devnet for config.json and the token list`,
  )
}
