/**
 * Whether the factory's protocol fee is on (`feeTo` set) and, if so, the pair's `kLast` (reserve0 × reserve1 after
 * its last mint or burn). With the fee on, the next mint or burn first mints 1/6 of the growth of √k to `feeTo`.
 */
export type ProtocolFee = { readonly feeOn: false } | { readonly feeOn: true; readonly kLast: bigint }
