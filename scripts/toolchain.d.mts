export const root: string
/** Absolute path of the `forge` or `anvil` binary from `@foundry-rs/{tool}-{platform}`. */
export function foundryBinary(tool: 'forge' | 'anvil'): string
