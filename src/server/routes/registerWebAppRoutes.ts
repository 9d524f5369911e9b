import { readFile, realpath } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { acceptedEncodings } from '../http/acceptedEncodings'
import { STRICT_TRANSPORT_SECURITY, webAppSecurityHeaders } from '../http/contentSecurityPolicy'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/**
 * Serves the built web app (and the `config.json` and `default-token-list.json` written beside it) from `root`, on
 * the same origin as `/api/*`. Paths outside `root` and unknown files answer the API's 404 envelope; hashed assets
 * are cached for a year, the rest revalidated. HTML pages carry `csp` (Content-Security-Policy), a Permissions-Policy
 * and, off a devnet, HSTS (which the other files carry too); a file precompressed
 * at build (`.br`, `.gz` beside it) is sent compressed when the client accepts it.
 */
export function registerWebAppRoutes(
  app: FastifyInstance,
  options: { root: string; csp: string; devnet?: boolean },
): void {
  const pageHeaders = webAppSecurityHeaders(options.csp, { devnet: options.devnet })
  const root = options.root
  app.get('/*', async (request, reply) => {
    const path = new URL(request.url, 'http://app').pathname
    if (path.startsWith('/api/')) return reply.callNotFound()
    const file = await resolveInside(root, path === '/' ? 'index.html' : decodeURIComponent(path).slice(1))
    if (!file) return reply.callNotFound()
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
    let encoding: string | undefined
    let body: Buffer | undefined
    for (const accepted of acceptedEncodings(request.headers['accept-encoding'])) {
      body = await readFile(file + accepted.suffix).catch(() => undefined)
      if (body) {
        encoding = accepted.name
        break
      }
    }
    body ??= await readFile(file).catch(() => undefined)
    if (!body) return reply.callNotFound()
    const immutable = file.includes(`${sep}assets${sep}`) // vite's content-hashed output
    reply
      .header('content-type', type)
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('vary', 'accept-encoding')
    if (encoding) reply.header('content-encoding', encoding)
    if (type.startsWith('text/html')) reply.headers(pageHeaders)
    else if (!options.devnet) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY)
    return reply.send(body)
  })
}

/** The real path of `relative` under `root`, or undefined when it escapes `root` (`..`, links) or does not exist. */
async function resolveInside(root: string, relative: string): Promise<string | undefined> {
  try {
    const [base, file] = await Promise.all([realpath(root), realpath(join(root, relative))])
    return file.startsWith(base + sep) ? file : undefined
  } catch {
    return undefined
  }
}
