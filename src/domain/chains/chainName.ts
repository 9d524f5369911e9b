/**
 * A chain's name in English, as the app's `network.name.*` messages give it: HECO for 128, BSC for 56, `chain N` for
 * any other (the terminal's summaries and lines).
 *
 * @example chainName(56) // 'BSC'
 */
export function chainName(chainId: number): string {
  if (chainId === 128) return 'HECO'
  if (chainId === 56) return 'BSC'
  return `chain ${chainId}`
}
