import { type JsonRpcProvider, Network } from 'ethers'
import { FomoJsonRpcProvider } from './FomoJsonRpcProvider'
import { RpcConnectionError } from './RpcConnectionError'

/** ethers batches the JSON-RPC requests made within this window into one POST (spec section 9). */
export const RPC_BATCH_WAIT_MS = 50
const PROBE_TIMEOUT_MS = 5_000

/**
 * Opens a JSON-RPC provider for `chainId` at `url` and checks that it answers with that chain id,
 * failing fast with an error that names the URL and what to do (ethers alone retries forever).
 * `batchWaitMs` 0 suits a script sending one request after another (each would wait the window).
 */
export async function connectJsonRpc(
  url: string,
  chainId: number,
  { batchWaitMs = RPC_BATCH_WAIT_MS } = {},
): Promise<JsonRpcProvider> {
  const provider = new FomoJsonRpcProvider(url, Network.from(chainId), {
    staticNetwork: true, // the chain id is answered locally, as the spec asks
    batchStallTime: batchWaitMs,
    cacheTimeout: -1, // ethers would answer a repeated read from a 250 ms cache: stale balances and nonces
  })
  let answered: string
  try {
    answered = await withTimeout(provider.send('eth_chainId', []), PROBE_TIMEOUT_MS)
  } catch (cause) {
    provider.destroy()
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new RpcConnectionError(
      `Cannot reach the JSON-RPC endpoint ${url} for chain ${chainId} (${reason}). Start the devnet with \`npm start\`, or pass the right RPC URL.`,
      { details: { url, chainId }, cause },
    )
  }
  if (BigInt(answered) !== BigInt(chainId)) {
    provider.destroy()
    throw new RpcConnectionError(
      `The JSON-RPC endpoint ${url} serves chain ${BigInt(answered)}, not chain ${chainId}. Point the RPC URL for chain ${chainId} at a node of that chain.`,
      { details: { url, chainId, answered: Number(BigInt(answered)) } },
    )
  }
  return provider
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
