import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { precompressDir } from '../../scripts/precompress'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { contentSecurityPolicy, webAppSecurityHeaders } from '../../src/server/http/contentSecurityPolicy'
import { testServerConfig } from './support/testServerConfig'

let server: ComposedServer
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fomo-web-root-'))
  const root = join(dir, 'web')
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>FomoSwap</title>')
  await writeFile(join(root, 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(
    join(root, 'config.json'),
    JSON.stringify({
      devnet: true,
      chains: [{ rpcUrl: 'https://rpc.example:8443/v1', wsUrl: 'wss://ws.rpc.example/v1' }],
      walletConnectRelayUrl: 'wss://relay.example',
    }),
  )
  await writeFile(join(root, 'assets', 'big-abc123.js'), `export const text = '${'FomoSwap '.repeat(500)}'\n`)
  await precompressDir(root)
  await writeFile(join(dir, 'secret.txt'), 'outside the web root')
  server = await composeServer(testServerConfig({ devnetDir: inject('seededDevnet').dir, webRoot: root }))
})
afterAll(async () => {
  await server?.close()
  await rm(dir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers })

describe('the server serves the web app on the API’s origin', () => {
  it('answers / with the app and hashed assets with a long cache', async () => {
    const page = await get('/')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('<title>FomoSwap</title>')
    const asset = await get('/assets/index-abc123.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/config.json')).json()).toMatchObject({ devnet: true })
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
    expect((await get('/api/market/128/pairs')).json().code).toBe(0)
  })
})

describe('headers and compression', () => {
  it('serves the HTML under a strict Content-Security-Policy naming the RPC endpoints and the wallet relay', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string
    const directives = Object.fromEntries(
      csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    )
    expect(directives['default-src']).toEqual(["'self'"])
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['frame-ancestors']).toEqual(["'none'"])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['base-uri']).toEqual(["'none'"])
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://rpc.example:8443',
        'wss://ws.rpc.example', // a chain's new-heads WebSocket
        'wss://relay.example',
        'wss://relay.walletconnect.com',
      ]),
    )
    const rpc = new URL((await readDeploymentRecord(inject('seededDevnet').dir, 128)).rpcUrl).origin
    expect(directives['connect-src']).toContain(rpc) // the server's own RPC URLs too
    // named origins only: no scheme-wide https: for connections or images; loopback http only on a devnet
    expect(directives['connect-src']).not.toContain('https:')
    expect(directives['img-src']).not.toContain('https:')
    expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://ipfs.io']))
    // WalletConnect's QR modal (AppKit) reads its project settings and draws in its own fonts
    expect(directives['connect-src']).toContain('https://api.web3modal.org')
    expect(directives['font-src']).toEqual(["'self'", 'data:', 'https://fonts.reown.com'])
    expect(directives['connect-src']).toContain('http://127.0.0.1:*')
    expect(directives['connect-src']).toContain('ws://127.0.0.1:*') // the devnet nodes' new heads
    expect(contentSecurityPolicy([])).not.toContain('http://127.0.0.1:*')
    expect(contentSecurityPolicy([])).not.toContain('ws://127.0.0.1:*')
    expect((await get('/assets/index-abc123.js')).headers['content-security-policy']).toBeUndefined()
    expect((await get('/')).headers['permissions-policy']).toContain('camera=()')
    // HSTS off a devnet only (this server runs one): the production headers are checked by the build's policy file
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined()
    expect(webAppSecurityHeaders('x')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  it('sends nosniff and a referrer policy with every answer, the API’s and its errors included', async () => {
    for (const url of ['/', '/assets/index-abc123.js', '/api/market/128/pairs', '/api/nothing-here']) {
      const { headers } = await get(url)
      expect(headers['x-content-type-options'], url).toBe('nosniff')
      expect(headers['referrer-policy'], url).toBe('no-referrer')
    }
  })

  it('sends the precompressed asset the client accepts, brotli first, and the plain one otherwise', async () => {
    const plain = await get('/assets/big-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('accept-encoding')
    const br = await get('/assets/big-abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)
    const gzipped = await get('/assets/big-abc123.js', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body)
    const small = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }) // under 1 KiB: not compressed
    expect(small.headers['content-encoding']).toBeUndefined()
  })
})
