import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { testServerConfig } from './support/testServerConfig'

let server: ComposedServer
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fomo-web-root-'))
  const root = join(dir, 'web')
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>FomoSwap</title>')
  await writeFile(join(root, 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(join(root, 'config.json'), '{"devnet":true}')
  await writeFile(join(dir, 'secret.txt'), 'outside the web root')
  server = await composeServer(testServerConfig({ devnetDir: inject('seededDevnet').dir, webRoot: root }))
})
afterAll(async () => {
  await server?.close()
  await rm(dir, { recursive: true, force: true })
})

const get = (url: string) => server.app.inject({ method: 'GET', url })

describe('the server serves the web app on the API’s origin', () => {
  it('answers / with the app and hashed assets with a long cache', async () => {
    const page = await get('/')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('<title>FomoSwap</title>')
    const asset = await get('/assets/index-abc123.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/config.json')).json()).toEqual({ devnet: true })
  })

  it('never serves a file outside its root, and keeps the API’s 404 envelope', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt', '/missing.js']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json().code, url).toBe(404)
    }
    const api = await get('/api/nothing-here')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ code: 404, data: null })
    expect((await get('/api/market/pairs')).json().code).toBe(0)
  })
})
