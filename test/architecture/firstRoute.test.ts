import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Issue 31, item 1: ethers (90 kB gzip with its crypto) is a chunk of its own, loaded when a wallet signs or a
// programme's contract is read. One value imported from it by a module on the first route loads all of it: mining
// records' topic hashing did, and so did keccak256's @noble/hashes while vite.config.ts put it in the ethers chunk;
// the first route measured 258 kB with no test failing. The graph below is the web app's static imports from its
// entry, as the bundler sees them (type-only imports are erased, `import()` starts a chunk of its own).

const root = join(import.meta.dirname, '..', '..')
const ENTRY = join(root, 'src/ui/main.tsx')
/**
 * Packages of the lazy chunks only (vite.config.ts's codeSplitting puts ethers and its crypto together); keccak
 * (@noble/hashes/sha3) is the one part of that crypto with a chunk of its own, for the first route.
 */
const LAZY_ONLY = [/^ethers(\/|$)/, /^@noble\/(?!hashes\/sha3$)/, /^@adraffy\//, /^@walletconnect\//, /^@reown\//]
/**
 * Issue 31, item 1, further: what the swap page does not run before a click, loaded when it is needed. @formatjs/intl
 * (4 kB gzip) stays out: the translator formats with intl-messageformat alone. The recent transactions' CSV (the
 * records' code and its reads of mined transactions) loads with the first download, the list names' contenthash
 * decoding with the first list name, the mining records' log reads and the areas' bindings with the other areas'
 * chunk, the swap page's services (approve, swap, wrap: their checks and router calls) with the first typed amount.
 */
const NOT_ON_FIRST_ROUTE_PACKAGES = [/^@formatjs\/intl(\/|$)/]
const NOT_ON_FIRST_ROUTE_FILES = [
  'src/domain/records/readTransactionRecords.ts',
  'src/domain/records/recordsCsv.ts',
  'src/domain/records/transactionRecordContext.ts',
  'src/domain/lists/nameListUrls.ts',
  'src/domain/lists/contenthash/contenthashToUri.ts',
  'src/adapters/rpc/RpcMiningRecordEvents.ts',
  'src/adapters/rpc/RpcSettledTransactions.ts',
  'src/ui/composition/loadAreaStores.ts',
  'src/adapters/di/bindSwapServices.ts',
  'src/domain/approval/ApprovalService.ts',
  'src/domain/swap/SwapService.ts',
  'src/domain/swap/SwapAction.ts',
  'src/domain/swap/WrapAction.ts',
]

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(ts|tsx)$/.test(candidate)) return candidate
  return undefined
}

/** The module specifiers a file imports statically for their values. */
function staticValueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.isTypeOnly) continue
      const bindings = clause?.namedBindings
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly)
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return specifiers
}

/** Each package and source file the entry's static graph reaches, with the chain of files that reaches it first. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[relative(root, entry), []]])
  const seen = new Set([entry])
  const queue: [string, string[]][] = [[entry, [relative(root, entry)]]]
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, chain] = next
    for (const specifier of staticValueImports(file)) {
      if (!specifier.startsWith('.')) {
        if (!reached.has(specifier)) reached.set(specifier, chain)
        continue
      }
      const target = resolveModule(file, specifier)
      if (!target || seen.has(target)) continue
      seen.add(target)
      reached.set(relative(root, target), chain)
      queue.push([target, [...chain, relative(root, target)]])
    }
  }
  return reached
}

describe("the web app's first route", () => {
  it('imports nothing from the lazy chunks (ethers, its crypto, the wallet connectors) statically', () => {
    const reached = packagesReached(ENTRY)
    const offending = [...reached].filter(([specifier]) => LAZY_ONLY.some((pattern) => pattern.test(specifier)))
    expect(offending.map(([specifier, chain]) => `${specifier} <- ${chain.join(' <- ')}`)).toEqual([])
    // the walk did follow the app: React and the composition root are on it
    expect(reached.has('react')).toBe(true)
    expect(reached.has('src/ui/compositionRoot.ts')).toBe(true)
  })

  it('imports none of what loads on demand: @formatjs/intl, the CSV records, list names, mining records, swap services', () => {
    const reached = packagesReached(ENTRY)
    const offending = [...reached].filter(
      ([specifier]) =>
        NOT_ON_FIRST_ROUTE_PACKAGES.some((pattern) => pattern.test(specifier)) ||
        NOT_ON_FIRST_ROUTE_FILES.includes(specifier),
    )
    expect(offending.map(([specifier, chain]) => `${specifier} <- ${chain.join(' <- ')}`)).toEqual([])
    // they are still reached, through import(): the files exist where the list says
    for (const file of NOT_ON_FIRST_ROUTE_FILES) expect(existsSync(join(root, file)), file).toBe(true)
    expect(reached.has('intl-messageformat')).toBe(true)
  })
})
