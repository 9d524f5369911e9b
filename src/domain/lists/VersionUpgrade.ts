/** How much a list version went up, ordered so that a larger value is a bigger bump (as @uniswap/token-lists). */
export const VersionUpgrade = Object.freeze({ NONE: 0, PATCH: 1, MINOR: 2, MAJOR: 3 } as const)

/** `0` (none) to `3` (major). */
export type VersionUpgrade = (typeof VersionUpgrade)[keyof typeof VersionUpgrade]
