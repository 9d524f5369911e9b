/** A JSON-RPC endpoint of a chain: one request, its result (the indexer reads blocks and logs through it). */
export interface JsonRpc {
  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers are untyped JSON
  send(method: string, params: unknown[]): Promise<any>
}
