import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeploymentRecordError } from '../../src/adapters/deployment/DeploymentRecordError'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const base = {
  chainId: 128,
  contracts: { factory: address(1), router: address(2), wrappedNative: address(3), multicall: address(4) },
  tokens: [],
  pairs: [],
}

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fomo-record-'))
  await mkdir(join(dir, 'deployments'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))
const write = (record: unknown) => writeFile(join(dir, 'deployments', '128.json'), JSON.stringify(record))

describe('readDeploymentRecord', () => {
  it('reads a record from before V1 (no v1Factory, migrator or v1Exchanges)', async () => {
    await write(base)
    const record = await readDeploymentRecord(dir, 128)
    expect(record.contracts.migrator).toBeUndefined()
    expect(record.v1Exchanges).toBeUndefined()
  })

  it('reads the V1 factory, the migrator and the V1 exchanges', async () => {
    const v1Exchanges = [{ token: address(5), exchange: address(6) }]
    await write({ ...base, contracts: { ...base.contracts, v1Factory: address(7), migrator: address(8) }, v1Exchanges })
    const record = await readDeploymentRecord(dir, 128)
    expect(record.contracts.migrator).toBe(address(8))
    expect(record.v1Exchanges).toEqual(v1Exchanges)
  })

  it.each([
    ['a migrator that is not an address', { contracts: { ...base.contracts, migrator: '0x12' } }, 'contracts.migrator'],
    ['V1 exchanges that are not addresses', { v1Exchanges: [{ token: address(5) }] }, 'v1Exchanges'],
    ['V1 exchanges that are not a list', { v1Exchanges: {} }, 'v1Exchanges'],
  ])('refuses %s, saying how to reset', async (_, change, field) => {
    await write({ ...base, ...change })
    const reading = readDeploymentRecord(dir, 128)
    await expect(reading).rejects.toThrow(DeploymentRecordError)
    await expect(readDeploymentRecord(dir, 128)).rejects.toThrow(new RegExp(`${field}.*devnet:reset`))
  })
})
