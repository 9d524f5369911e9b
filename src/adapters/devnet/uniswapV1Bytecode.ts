import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { root } from '../../../scripts/toolchain.mjs'

/**
 * The creation code of the published Uniswap V1 factory or exchange (Vyper), from the npm v2-periphery build, where
 * it sits under `evm.bytecode.object` without its `0x`.
 */
export async function uniswapV1Bytecode(contract: 'UniswapV1Factory' | 'UniswapV1Exchange'): Promise<string> {
  const path = join(root, 'node_modules', '@uniswap', 'v2-periphery', 'build', `${contract}.json`)
  const build = JSON.parse(await readFile(path, 'utf8')) as { evm: { bytecode: { object: string } } }
  const object = build.evm.bytecode.object
  return object.startsWith('0x') ? object : `0x${object}`
}
