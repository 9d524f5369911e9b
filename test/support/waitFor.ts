export interface WaitForOptions<T> {
  /** What is waited for, as the failure names it: "chain 128 indexed to block 42". */
  what: string
  /** How long before it fails (60 s, the integration tests' own timeout, unless the caller's bound differs). */
  timeout?: number
  /** The pause between reads (50 ms). */
  interval?: number
  /** Whether the value read is the one waited for: any truthy value by default. */
  until?: (value: T) => boolean
}

/**
 * Reads `read()` until its value is the one waited for (`until`, truthy by default) and resolves that value; after
 * `timeout` it fails saying what it waited for and the last value read. A read that throws fails the wait at once
 * (catch inside `read` to keep waiting through errors). The one wait of the tests: a condition, never a fixed time.
 */
export async function waitFor<T>(read: () => T | Promise<T>, options: WaitForOptions<T>): Promise<T> {
  const { what, timeout = 60_000, interval = 50, until = Boolean } = options
  const end = Date.now() + timeout
  for (;;) {
    const value = await read()
    if (until(value)) return value
    if (Date.now() >= end)
      throw new Error(`timed out after ${timeout} ms waiting for ${what}; last read: ${shown(value)}`)
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}

/** A value as a failure message shows it: JSON (bigints as decimals), cut to 1,000 characters. */
function shown(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 1_000 ? `${text.slice(0, 1_000)}…` : text
}
