/**
 * How much of the native coin (HT, BNB) the Max button leaves for gas: 0.01 coin (10^16 wei), the Uniswap V2
 * interface's `MIN_ETH`. On HECO (about 2.25 gwei) and BSC (about 5 gwei) a 3-hop swap of about 250,000 gas costs
 * 0.0006 to 0.0013 coin, so 0.01 pays for the swap and several follow-ups (an approval, a transfer) while keeping
 * almost the whole balance spendable. The specification leaves the value open (spec section 9).
 */
export const NATIVE_GAS_RESERVE = 10n ** 16n
