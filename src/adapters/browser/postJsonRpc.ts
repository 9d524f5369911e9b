let nextId = 1

/** One JSON-RPC call over `fetch`; a JSON-RPC error is thrown as an Error carrying its `code` and `data`. */
export async function postJsonRpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  if (!response.ok) throw new Error(`JSON-RPC ${method} to ${url} failed: HTTP ${response.status}`)
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data })
  return body.result
}
