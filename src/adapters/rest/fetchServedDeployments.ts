import type { ServedChain } from '../../domain/deployment/servedDeploymentProblem'

/**
 * The chains the API server at `baseUrl` says it serves (GET /api/deployments), or undefined when it does not answer
 * that route (down, another program, an older server): a caller then learns of it from its own request.
 */
export async function fetchServedDeployments(
  baseUrl: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch.bind(globalThis),
  timeoutMs = 5_000,
): Promise<ServedChain[] | undefined> {
  try {
    const response = await fetchImpl(new URL('/api/deployments', baseUrl), { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) return undefined
    const body = (await response.json()) as { code?: unknown; data?: { chains?: unknown } }
    if (body.code !== 0 || !Array.isArray(body.data?.chains)) return undefined
    return (body.data.chains as { chainId?: unknown; contracts?: unknown }[]).flatMap((chain) =>
      typeof chain.chainId === 'number' && typeof chain.contracts === 'object' && chain.contracts !== null
        ? [{ chainId: chain.chainId, contracts: chain.contracts as Record<string, string> }]
        : [],
    )
  } catch {
    return undefined
  }
}
