/** `error` and what it wraps (`cause`, and ethers' `error`), outermost first, at most five deep. */
export function failureCauses(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let current = error; current && chain.length < 5; ) {
    chain.push(current)
    const { cause, error: inner } = current as { cause?: unknown; error?: unknown }
    current = cause ?? inner
  }
  return chain
}
