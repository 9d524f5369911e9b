/** How a chain's native coin and its wrapped ERC-20 are named; the wrapped token's address comes from the deployment. */
export interface NativeCurrencyInfo {
  readonly symbol: string
  readonly name: string
  readonly wrappedSymbol: string
  readonly wrappedName: string
}
