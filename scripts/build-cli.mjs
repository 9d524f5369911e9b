#!/usr/bin/env node
// The `fomo` CLI built ahead of time: esbuild bundles src/cli/main.ts and the packages it uses into one ES module,
// dist/cli/fomo.mjs, so a run loads one file instead of transpiling TypeScript (tsx) or resolving hundreds of
// package modules. scripts/toolchain.mjs stays a separate module, imported as ../../scripts/toolchain.mjs, so that
// the `root` it computes from its own location is the repository's from the source and from the bundle alike.
//
// Staleness: beside the bundle, fomo.inputs.json lists what to stat: every source file esbuild read (the CLI's
// sources under src/ and the generated bindings) and its folder (a file added or removed changes its folder), the
// folder of every bundled package, and the files that shape the build without being inputs (this script,
// toolchain.mjs, tsconfig.json, package.json, node_modules/.package-lock.json). The bundle's mtime is set to the
// moment its build started: it is stale when any listed path is newer or gone. Edits elsewhere (src/ui, src/server)
// do not rebuild it.
//
// `node scripts/build-cli.mjs` (npm run build:cli) always rebuilds; bin/fomo.mjs calls ensureCliBundle().
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { root } from './toolchain.mjs'

export const cliBundle = join(root, 'dist', 'cli', 'fomo.mjs')
const inputsFile = join(root, 'dist', 'cli', 'fomo.inputs.json')
const toolchain = join(root, 'scripts', 'toolchain.mjs')
const shapingFiles = [
  fileURLToPath(import.meta.url),
  toolchain,
  join(root, 'tsconfig.json'),
  join(root, 'package.json'),
  join(root, 'node_modules', '.package-lock.json'),
]

const toPosix = (path) => path.split(sep).join('/')

/** Whether dist/cli/fomo.mjs exists and no file or folder it was built from changed since its build started. */
export function cliBundleIsFresh() {
  const built = statSync(cliBundle, { throwIfNoEntry: false })?.mtimeMs
  if (built === undefined) return false
  let watched
  try {
    watched = JSON.parse(readFileSync(inputsFile, 'utf8'))
  } catch {
    return false
  }
  if (!Array.isArray(watched) || watched.length === 0) return false
  // plain concatenation: path.resolve on ~400 paths took longer than the stats themselves
  const options = { throwIfNoEntry: false }
  for (const path of watched) {
    const stat = statSync(`${root}/${path}`, options)
    if (stat === undefined || stat.mtimeMs > built) return false
  }
  return true
}

/** Writes a file next to its final path, then renames it there: a reader sees the old file or the new, never half. */
function writeAtomically(path, contents, mtimeMs) {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  try {
    writeFileSync(temporary, contents)
    if (mtimeMs !== undefined) utimesSync(temporary, new Date(), new Date(mtimeMs))
    renameSync(temporary, path)
  } finally {
    rmSync(temporary, { force: true })
  }
}

/**
 * What to stat for one esbuild input (a path from the root): a source file and its folder; for a package's file only
 * the package's folder, which npm creates anew when it installs another version (and npm rewrites
 * node_modules/.package-lock.json), so that the check stats ~400 paths instead of ~1,100.
 */
function watchedPaths(input) {
  const path = toPosix(input)
  const inPackage = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path)
  return inPackage ? [inPackage[1]] : [path, toPosix(dirname(path))]
}

/** esbuild resolves every import of scripts/toolchain.mjs to that file, kept external, by a path from dist/cli. */
const toolchainExternal = {
  name: 'toolchain-external',
  setup(build) {
    build.onResolve({ filter: /(^|\/)toolchain\.mjs$/ }, (args) => {
      if (resolve(args.resolveDir, args.path) !== toolchain) return undefined
      return { path: toPosix(relative(dirname(cliBundle), toolchain)), external: true }
    })
  },
}

/** Bundles the CLI with esbuild's JS API (about half a second); throws if esbuild cannot load or the build fails. */
export async function buildCli() {
  const started = Date.now()
  const { build } = await import('esbuild')
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'src', 'cli', 'main.ts')],
    outfile: cliBundle,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // the packages are bundled too: with them external (packages: 'external'), Node's loader resolving and compiling
    // ~600 separate modules of ethers, inversify, ajv and commander made `fomo --help` take 0.6-0.7 s against
    // 0.27-0.35 s bundled (same busy machine, node -e 0 at 0.11-0.14 s); no bundled package locates files
    // relative to itself (only toolchain.mjs does, kept external)
    plugins: [toolchainExternal],
    // CommonJS packages inside an ES module still require Node's built-ins
    banner: {
      js: "import { createRequire as __fomoCreateRequire } from 'node:module'\nconst require = __fomoCreateRequire(import.meta.url)",
    },
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'silent',
  })
  const inputs = Object.keys(result.metafile.inputs)
  const watched = [...new Set([...inputs.flatMap(watchedPaths), ...shapingFiles.map((path) => relative(root, path))])]
  mkdirSync(dirname(cliBundle), { recursive: true })
  writeAtomically(inputsFile, `${JSON.stringify(watched.map(toPosix))}\n`)
  const bundle = result.outputFiles.find((file) => file.path === cliBundle)
  for (const file of result.outputFiles) if (file !== bundle) writeAtomically(file.path, file.contents)
  // dated to the build's start, so a source saved during the build makes it stale
  writeAtomically(cliBundle, bundle.contents, started)
  return { bundle: cliBundle, inputs: inputs.length, ms: Date.now() - started }
}

/**
 * The bundle's path, rebuilt first if it is stale; undefined (with a warning) if esbuild cannot load or build it,
 * so that the caller can run the sources through tsx instead.
 */
export async function ensureCliBundle() {
  if (cliBundleIsFresh()) return cliBundle
  try {
    await buildCli()
    return cliBundle
  } catch (error) {
    const reason = error?.errors?.[0]?.text ?? error?.message ?? String(error)
    process.stderr.write(`fomo: could not bundle the CLI (${reason}); running the sources through tsx\n`)
    return undefined
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { inputs, ms } = await buildCli()
  console.log(`build-cli: ${toPosix(relative(root, cliBundle))} from ${inputs} files in ${ms} ms`)
}
