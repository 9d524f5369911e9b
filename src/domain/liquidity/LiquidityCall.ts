/** A router call to estimate and send: the method, its arguments and the native coin it carries. */
export interface LiquidityCall {
  readonly methodName: string
  readonly args: readonly unknown[]
  readonly value: bigint
}
