/** The network whose users get no bottom bar (spec sections 2 and 9: "hidden when the network id is 128"). */
export const NO_BOTTOM_BAR_CHAIN_ID = 128

/** Whether the bottom navigation bar shows on `chainId` (it does before a chain is known). */
export function showsBottomBar(chainId: number | undefined): boolean {
  return chainId !== NO_BOTTOM_BAR_CHAIN_ID
}
