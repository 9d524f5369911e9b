import type { WebHarness } from './startWebHarness'

/** The harness's API indexer settings for a suite whose screens read indexed data (records, the release). */
export const INDEXING = { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 10_000 }

/**
 * Waits until the harness server's indexer has reached both forks' heads: a condition, not a time (the test's or the
 * hook's own timeout bounds it). Usable in a hook, where `expect.poll` is not.
 */
export async function indexedToHeads(harness: WebHarness): Promise<void> {
  const heads = await Promise.all([128, 56].map((id) => harness.devnet.chain(id).provider.getBlockNumber()))
  for (;;) {
    const status = JSON.stringify(await (await fetch(`${harness.server.url}/api/indexer/status`)).json())
    if (heads.every((head) => status.includes(`"number":${head}`))) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
