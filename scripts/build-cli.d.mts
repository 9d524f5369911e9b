/** dist/cli/fomo.mjs: the bundled `fomo` CLI. */
export const cliBundle: string
/** Whether the bundle exists and no file or folder it was built from changed since its build started. */
export function cliBundleIsFresh(): boolean
/** Bundles the CLI with esbuild; throws if esbuild cannot load or the build fails. */
export function buildCli(): Promise<{ bundle: string; inputs: number; ms: number }>
/** The bundle's path, rebuilt first if stale; undefined (with a warning on stderr) if it cannot be built. */
export function ensureCliBundle(): Promise<string | undefined>
