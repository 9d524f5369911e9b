import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness({ records: [128] })
})
afterAll(() => harness?.close())

const home = () => harness.home
const find = (...args: string[]) => harness.run(['--chain', '128', 'pool', 'find', ...args])

describe('fomo pool find', () => {
  it('finds the deployer’s pool, says so, and saves the pair in the settings', async () => {
    const { code, stdout } = await find('HT', 'USDT', '--address', devAccounts()[0]!.address)
    expect(code).toBe(0)
    expect(stdout.split('\n')[0]).toBe('Pool Found!')
    const settings = JSON.parse(await readFile(join(home(), 'settings.json'), 'utf8'))
    const saved = Object.values(settings.data.pairs['128']) as {
      token0: { symbol: string }
      token1: { symbol: string }
    }[]
    expect(saved.map((p) => new Set([p.token0.symbol, p.token1.symbol]))).toEqual([new Set(['USDT', 'WHT'])])
  })

  it.each([
    [
      'an existing pool without liquidity',
      ['AURA', 'USDT', '--address', devAccounts()[9]!.address],
      0,
      "You don't have liquidity in this pool yet.",
    ],
    ['a pool nobody created', ['HJW', 'DK2', '--account', '9'], 0, 'No pool found.'],
    ['the same token twice', ['WHT', 'HT', '--account', '9'], 1, 'Invalid pair.'],
  ] as const)('reports %s', async (_, args, exitCode, message) => {
    const { code, stdout, stderr } = await find(...args)
    expect(code).toBe(exitCode)
    expect(stdout + stderr).toContain(message)
  })
})
