/** A pair's reserves, in the order of its sorted tokens. */
export interface Reserves {
  reserve0: bigint
  reserve1: bigint
}
