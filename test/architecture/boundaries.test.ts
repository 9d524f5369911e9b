import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')

/** A file in a zone and one import it makes, with the words of the rule biome.json refuses it by (none: allowed). */
interface Case {
  readonly file: string
  readonly from: string
  readonly refusedBy?: string
}

const forbidden = (file: string, from: string, refusedBy: string): Case => ({ file, from, refusedBy })
const allowed = (file: string, from: string): Case => ({ file, from })
const DOMAIN = 'The domain depends only on the domain'
const PURE = 'The domain is pure'
const PORTS = 'Ports import only domain types'
const ADAPTERS = 'Adapters implement ports'
const DRIVERS = 'it imports no other driver'
const FEATURES = 'imports no other feature'
const NO_ADAPTER = 'A feature imports no adapter'
const COMMANDS = 'A command constructs no adapter'

const CASES: readonly Case[] = [
  // the hexagon
  forbidden('src/domain/trade/a.ts', '../../adapters/rpc/connectJsonRpc', DOMAIN),
  forbidden('src/domain/trade/b.ts', 'ethers', PURE),
  forbidden('src/ports/a.ts', '../adapters/db/PgInvitations', PORTS),
  forbidden('src/adapters/rpc/a.ts', '../../ui/stores/WalletStore', ADAPTERS),
  allowed('src/domain/trade/c.ts', '../currency/Currency'),
  allowed('src/domain/trade/d.ts', '@uniswap/sdk'),
  allowed('src/adapters/rpc/b.ts', '../../ports/JsonRpc'),
  // each driver imports no other driver
  forbidden('src/ui/stores/a.ts', '../../cli/output', DRIVERS),
  forbidden('src/ui/b.ts', '../server/startServer', DRIVERS),
  forbidden('src/cli/commands/a.ts', '../../ui/stores/SwapStore', DRIVERS),
  forbidden('src/cli/b.ts', '../server/config/loadServerConfig', DRIVERS),
  forbidden('src/server/routes/a.ts', '../../ui/config/createAppConfig', DRIVERS),
  forbidden('src/server/b.ts', '../cli/compositionRoot', DRIVERS),
  allowed('src/ui/c.ts', '../adapters/browser/postJsonRpc'),
  allowed('src/ui/stores/d.ts', '../../domain/swap/swapFormReducer'),
  allowed('src/cli/commands/c.ts', '../../domain/trade/bestTradeExactIn'),
  // a command gets its ports and services from the CLI's root; the root itself composes adapters
  forbidden('src/cli/commands/d.ts', '../../adapters/rest/RestProgrammeApi', COMMANDS),
  forbidden('src/cli/commands/e.ts', '../../adapters/devnet/startDevnet', COMMANDS),
  allowed('src/cli/f.ts', '../adapters/rest/RestMiningApi'),
  allowed('src/server/routes/c.ts', '../../adapters/db/PgInvitations'),
  allowed('src/server/routes/d.ts', './registerMarketRoutes'),
  // a feature imports no other feature, only its own files and the shared kernel
  forbidden('src/ui/features/swap/a.tsx', '../pool/PoolScreen', FEATURES),
  forbidden('src/ui/features/swap/b.tsx', '../pool', FEATURES),
  forbidden('src/ui/features/pool/a.tsx', '../../features/swap/SwapScreen', FEATURES),
  forbidden('src/ui/features/bounty/a.ts', '../season/SeasonSession', FEATURES),
  forbidden('src/ui/features/mining/a.tsx', '../../../cli/output', DRIVERS),
  forbidden('src/ui/features/mining/b.ts', '../../../adapters/di/bindDomainServices', NO_ADAPTER),
  forbidden('src/ui/features/swap/e.ts', '../../../adapters/rest/RestMiningApi', NO_ADAPTER),
  allowed('src/ui/features/mining/c.ts', '../../../domain/DomainServices'),
  allowed('src/ui/compositionRoot.ts', '../adapters/di/bindDomainServices'),
  allowed('src/ui/features/swap/c.tsx', './chartGeometry'),
  allowed('src/ui/features/swap/d.tsx', './locales/en'),
  allowed('src/ui/features/pool/b.tsx', '../../components/AmountField'),
  allowed('src/ui/features/pool/c.tsx', '../../stores/ProgrammeSession'),
  allowed('src/ui/features/pool/d.tsx', '../../../domain/format/formatPoolShare'),
  allowed('src/ui/features/pool/e.tsx', 'mobx-react-lite'),
  allowed('src/ui/routes/a.tsx', '../features/bounty/BountyOrderSection'),
]

/** The files biome flags with noRestrictedImports, linting the fixtures in a scratch copy of the repo's biome.json. */
let flagged: ReadonlyMap<string, string>
let scratch: string

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'fomo-boundaries-'))
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
  delete config.$schema
  config.vcs = { enabled: false } // the scratch directory is no git checkout
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config))
  for (const { file, from } of CASES) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true })
    writeFileSync(join(scratch, file), `import { x } from '${from}'\n\nexport const y = x\n`)
  }
  const biome = spawnSync(
    join(root, 'node_modules', '.bin', 'biome'),
    ['lint', '--reporter=github', '--only=style/noRestrictedImports', '.'],
    { cwd: scratch, encoding: 'utf8' },
  )
  // one line per diagnostic: ::error title=lint/style/noRestrictedImports,file=/tmp/…/src/ui/b.ts,line=1,…::message
  const found = new Map<string, string>()
  for (const match of biome.stdout.matchAll(
    /^::error title=lint\/style\/noRestrictedImports,file=([^,]+),.*?::(.*)$/gm,
  )) {
    found.set(match[1]!.slice(scratch.length + 1), match[2]!)
  }
  if (biome.status !== 0 && found.size === 0) throw new Error(`biome lint failed: ${biome.stderr}`)
  flagged = found
})

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the lint zones of biome.json', () => {
  it.each(CASES.filter((c) => c.refusedBy))('refuse $file importing $from', ({ file, refusedBy }) => {
    expect(flagged.get(file)).toContain(refusedBy)
  })

  it.each(CASES.filter((c) => !c.refusedBy))('let $file import $from', ({ file }) => {
    expect(flagged.get(file)).toBeUndefined()
  })
})
