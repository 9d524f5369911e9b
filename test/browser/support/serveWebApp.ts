import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
}

export interface ServedWebApp {
  url: string
  close(): Promise<void>
}

/**
 * Serves a built web app folder on 127.0.0.1 with extra generated files (`/config.json`, the default token list)
 * answered from memory, as the server serves them in production, its HTML under the server's Content-Security-Policy. `api()` gives the API server's URL, if any: GETs to
 * `/api/*` are passed to it, so that the app reaches the API on its own origin as with `npm start`.
 */
export async function serveWebApp(
  dir: string,
  generated: Record<string, unknown>,
  api: () => string | undefined = () => undefined,
  /** The Content-Security-Policy of the HTML pages, as the server sends it. */
  csp?: string,
): Promise<ServedWebApp> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const apiUrl = api()
    if (apiUrl && path.startsWith('/api/')) {
      try {
        const answer = await fetch(new URL(request.url ?? '/', apiUrl))
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
        response.end(Buffer.from(await answer.arrayBuffer()))
      } catch {
        response.writeHead(502).end()
      }
      return
    }
    if (path in generated) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(JSON.stringify(generated[path]))
      return
    }
    const file = normalize(join(dir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(dir)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = await readFile(file)
      const type = TYPES[extname(file)] ?? 'application/octet-stream'
      response.writeHead(200, {
        'content-type': type,
        ...(csp && type.startsWith('text/html') ? { 'content-security-policy': csp } : {}),
      })
      response.end(body)
    } catch {
      response.writeHead(404).end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the web app server has no port')
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
