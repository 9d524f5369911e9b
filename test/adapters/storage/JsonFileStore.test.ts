import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultStorageDir } from '../../../src/adapters/storage/defaultStorageDir'
import { JsonFileStore } from '../../../src/adapters/storage/JsonFileStore'
import { StoreFileError } from '../../../src/adapters/storage/StoreFileError'
import type { StoredSettings } from '../../../src/ports/SettingsStore'
import type { StateStore } from '../../../src/ports/StateStore'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fomo-store-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const settings: StoredSettings = {
  userDarkMode: null,
  userExpertMode: false,
  userSlippageTolerance: 50,
  userDeadline: 1200,
  tokens: { 128: { '0xabc': { symbol: 'AURA', decimals: 18 } } },
  pairs: { 56: { '0xa;0xb': { token0: '0xa', token1: '0xb' } } },
  timestamp: 1_700_000_000_000,
}

/** The behaviour every StateStore shares, run against the file store and the in-memory double. */
function behavesLikeAStateStore(make: () => StateStore<StoredSettings>) {
  it('is empty at first, then reads back what was written, last write winning', async () => {
    const store = make()
    expect(await store.read()).toBeUndefined()
    await store.write(settings)
    expect(await store.read()).toEqual(settings)
    await Promise.all([store.write({ ...settings, userDeadline: 60 }), store.write({ ...settings, userDeadline: 120 })])
    expect((await store.read())?.userDeadline).toBe(120)
  })

  it('keeps its own copy: mutating a written or read value changes nothing stored', async () => {
    const store = make()
    const value = structuredClone(settings)
    await store.write(value)
    value.userSlippageTolerance = 9_999
    const read = await store.read()
    read!.userDeadline = 1
    expect(await store.read()).toEqual(settings)
  })
}

describe('JsonFileStore', () => {
  behavesLikeAStateStore(() => new JsonFileStore<StoredSettings>({ dir, name: 'settings', version: 1 }))

  it('writes <dir>/<name>.json with its version, atomically (no temporary file left)', async () => {
    const store = new JsonFileStore<StoredSettings>({ dir: join(dir, 'nested'), name: 'settings', version: 3 })
    await store.write(settings)
    expect(await readdir(join(dir, 'nested'))).toEqual(['settings.json'])
    const envelope = JSON.parse(await readFile(store.file, 'utf8'))
    expect(envelope).toEqual({ version: 3, data: settings })
  })

  it('round-trips bigint amounts exactly', async () => {
    const store = new JsonFileStore<{ amount: bigint; list: bigint[] }>({ dir, name: 'transactions', version: 1 })
    const value = { amount: 2n ** 200n + 1n, list: [0n, -5n] }
    await store.write(value)
    expect(await store.read()).toEqual(value)
  })

  it('names the file and the fix when it is corrupt, and leaves it untouched', async () => {
    const store = new JsonFileStore<StoredSettings>({ dir, name: 'settings', version: 1 })
    await writeFile(store.file, '{"version": 1, "data": {')
    const error = await store.read().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StoreFileError)
    expect((error as Error).message).toContain(store.file)
    expect((error as Error).message).toMatch(/is not valid JSON .*move it away/)
    expect(await readFile(store.file, 'utf8')).toBe('{"version": 1, "data": {')
  })

  it('refuses JSON that is not a store', async () => {
    const store = new JsonFileStore<StoredSettings>({ dir, name: 'lists', version: 1 })
    await writeFile(store.file, '[1, 2, 3]')
    await expect(store.read()).rejects.toThrow(/is not a FomoSwap store/)
  })

  it('repairs an older version through the hook, and says when none exists', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, data: { userExpertMode: true } }))
    const repaired = new JsonFileStore<StoredSettings>({
      dir,
      name: 'settings',
      version: 2,
      repair: (data, fromVersion) => {
        expect(fromVersion).toBe(1)
        return { userSlippageTolerance: 50, userDeadline: 1200, ...(data as StoredSettings) }
      },
    })
    expect(await repaired.read()).toEqual({ userExpertMode: true, userSlippageTolerance: 50, userDeadline: 1200 })
    const strict = new JsonFileStore<StoredSettings>({ dir, name: 'settings', version: 2 })
    await expect(strict.read()).rejects.toThrow(/old format 1 and no repair/)
  })

  it('refuses a file from a newer version rather than lose its data', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 9, data: {} }))
    const store = new JsonFileStore<StoredSettings>({ dir, name: 'settings', version: 2 })
    await expect(store.read()).rejects.toThrow(/newer FomoSwap \(format 9/)
  })

  it('defaults to ~/.fomo unless FOMO_HOME is set', () => {
    expect(defaultStorageDir({ HOME: '/home/u' })).toMatch(/\.fomo$/)
    expect(defaultStorageDir({ FOMO_HOME: '/data/fomo' })).toBe('/data/fomo')
  })
})

describe('InMemoryStateStore (the double)', () => {
  behavesLikeAStateStore(() => new InMemoryStateStore<StoredSettings>())
})
