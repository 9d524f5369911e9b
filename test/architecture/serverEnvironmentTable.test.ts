import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every environment variable the server reads is documented twice: in loadServerConfig's doc comment and in the
// README's Production table (meaning and default); a variable added to one place only fails here.
const root = join(import.meta.dirname, '..', '..')
const source = readFileSync(join(root, 'src', 'server', 'config', 'loadServerConfig.ts'), 'utf8')
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const NAME = /FOMO_[A-Z0-9_]+|DATABASE_URL|LOG_LEVEL/g

/** The names read in the code (a name built from a chain id, `FOMO_RPC_${chainId}`, shows as `FOMO_RPC_`). */
const code = source.slice(source.indexOf('export function loadServerConfig'))
const read = [...new Set(code.match(NAME))].sort()
const docComment = source.slice(source.lastIndexOf('/**', source.indexOf('export function loadServerConfig')))
const production = readme.slice(
  readme.indexOf('## Production'),
  readme.indexOf('\n## ', readme.indexOf('## Production')),
)
/** The table's first column: `FOMO_RPC_<chainId>` and the like. */
const documented = [...production.matchAll(/^\| `([A-Z0-9_<>a-zA-Z]+)` +\|/gm)].map((match) => match[1]!)

/** How the table names a variable: one built from a chain id as `FOMO_RPC_<chainId>`. */
function tableName(name: string): string {
  return name.endsWith('_') ? `${name}<chainId>` : name
}

describe('the server’s environment variables', () => {
  it('finds the variables in the code and the table in the README', () => {
    expect(read).toEqual(expect.arrayContaining(['DATABASE_URL', 'FOMO_DEPLOYMENTS_DIR', 'FOMO_RPC_', 'LOG_LEVEL']))
    expect(read.length).toBeGreaterThan(30)
    expect(documented.length).toBeGreaterThan(30)
  })

  it.each(read)('%s has a row (meaning and default) in the README’s Production table', (name) => {
    const row = documented.find((variable) => variable === tableName(name))
    expect(row, `add ${name} to the table in README.md's Production section`).toBeDefined()
  })

  it.each(read)('%s is in loadServerConfig’s doc comment', (name) => {
    expect(docComment).toContain(name)
  })

  it('lists no variable the server does not read', () => {
    for (const variable of documented) {
      expect(read.map(tableName), variable).toContain(variable)
    }
  })
})
