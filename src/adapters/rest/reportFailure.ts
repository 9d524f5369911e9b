/**
 * Runs an API call and reports its failure once before passing it on: the envelope's `msg` when the code was not 0,
 * the network error's message otherwise (both are the ApiError's message). The web app shows it in a red notice.
 */
export async function reportFailure<T>(call: () => Promise<T>, report: (message: string) => void): Promise<T> {
  try {
    return await call()
  } catch (error) {
    report(error instanceof Error ? error.message : String(error))
    throw error
  }
}
