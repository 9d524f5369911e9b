/** What the global setup hands every integration test: the seeded devnet that forks start from. */
export interface SeededDevnet {
  /** The folder with deployments/<chainId>.json of the seeded devnet. */
  dir: string
  chains: { chainId: number; rpcUrl: string }[]
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDevnet: SeededDevnet
  }
}
