import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/freePort'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
let server: Server
let baseUrl: string
const served: Record<string, unknown> = {}

const list = (version: [number, number, number], symbols: string[]) => ({
  name: 'Devnet List',
  timestamp: '2026-11-21T00:00:00.000Z',
  version: { major: version[0], minor: version[1], patch: version[2] },
  tokens: symbols.map((symbol) => {
    const token = harness.chain(128).record.tokens.find((t) => t.symbol === symbol)!
    return { chainId: 128, address: token.address, decimals: 18, name: token.name, symbol }
  }),
})

beforeAll(async () => {
  harness = await startHarness({ records: [128] })
  server = createServer((request, response) => {
    const body = served[request.url ?? '']
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' })
    response.end(body === undefined ? '{}' : JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server?.close()
  await harness?.close()
})

const fomo = (...args: string[]) => harness.json(args)

describe('fomo lists', () => {
  it('adds a list by URL and selects it', async () => {
    served['/a.json'] = list([1, 0, 0], ['USDT', 'AURA'])
    const { code, body } = await fomo('lists', 'add', `${baseUrl}/a.json`)
    expect(code).toBe(0)
    expect(body.lists).toEqual([
      expect.objectContaining({
        url: `${baseUrl}/a.json`,
        name: 'Devnet List',
        version: '1.0.0',
        tokens: 2,
        selected: true,
      }),
    ])
  })

  it('applies a MINOR update that adds a token at once', async () => {
    served['/a.json'] = list([1, 1, 0], ['USDT', 'AURA', 'HJW'])
    const { body } = await fomo('lists', 'update', `${baseUrl}/a.json`)
    expect(body.update).toBe('applied')
    expect(body.lists[0]).toMatchObject({ version: '1.1.0', tokens: 3, pendingUpdate: null })
  })

  it('refuses a PATCH update that removes a token, and holds a MAJOR one until accepted', async () => {
    served['/a.json'] = list([1, 1, 1], ['USDT'])
    expect((await fomo('lists', 'update', `${baseUrl}/a.json`)).body.update).toBe('not applied: version bump too small')
    served['/a.json'] = list([2, 0, 0], ['USDT'])
    const major = await fomo('lists', 'update', `${baseUrl}/a.json`)
    expect(major.body.update).toBe('needs --accept (major version)')
    expect(major.body.lists[0]).toMatchObject({ version: '1.1.0', pendingUpdate: '2.0.0' })
    const accepted = await fomo('lists', 'update', `${baseUrl}/a.json`, '--accept')
    expect(accepted.body.lists[0]).toMatchObject({ version: '2.0.0', tokens: 1, pendingUpdate: null })
  })

  it('keeps the only list, and removes one of two, selecting the one left', async () => {
    expect((await fomo('lists', 'remove', `${baseUrl}/a.json`)).body.error.message).toContain(
      'The only list cannot be removed',
    )
    served['/b.json'] = { ...list([1, 0, 0], ['DK']), name: 'Another List' }
    await fomo('lists', 'add', `${baseUrl}/b.json`)
    const { body } = await fomo('lists', 'remove', `${baseUrl}/a.json`)
    expect(body.lists).toEqual([expect.objectContaining({ url: `${baseUrl}/b.json`, selected: true })])
  })

  it('says what is wrong with a bad URL, an unreachable one and an invalid list', async () => {
    expect((await fomo('lists', 'add', 'ftp://example.org/list.json')).body.error.message).toBe(
      'Unrecognized list URL protocol.',
    )
    const closed = `http://127.0.0.1:${await freePort()}/list.json`
    expect((await fomo('lists', 'add', closed)).body.error.message).toContain(`Failed to download list ${closed}`)
    served['/bad.json'] = { name: 'Bad', tokens: [] }
    expect((await fomo('lists', 'add', `${baseUrl}/bad.json`)).body.error.message).toContain(
      'Token list failed validation: ',
    )
  })
})
