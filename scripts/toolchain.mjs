// Where the npm-installed foundry binaries live (their platform packages ship them; no postinstall).
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(join(root, 'package.json'))

const platforms = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
}

/** Absolute path of the `forge` or `anvil` binary from `@foundry-rs/{tool}-{platform}`. */
export function foundryBinary(tool) {
  const platform = platforms[`${process.platform}-${process.arch}`]
  if (!platform) throw new Error(`${tool}: no @foundry-rs build for ${process.platform}-${process.arch}`)
  const pkg = dirname(require.resolve(`@foundry-rs/${tool}-${platform}/package.json`))
  const binary = join(pkg, 'bin', process.platform === 'win32' ? `${tool}.exe` : tool)
  if (!existsSync(binary)) throw new Error(`${tool}: ${binary} is missing; run npm install`)
  return binary
}
