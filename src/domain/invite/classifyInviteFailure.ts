/** What a refused or failed registration means for the binding. */
export type InviteFailureKind = 'settled' | 'retry' | 'failed'

/**
 * Classifies a registration's failure by the API's code (the HTTP status; -1 when no answer came): a final refusal
 * (400 invalid, 403 not proven, 409 already bound or a cycle) settles the binding; a rate limit (429), a server
 * error (5xx) or no answer is retried later; anything else (an unknown code, no code) fails without settling, so the
 * next visit asks again. Only a final refusal may be remembered: a 429 or a 500 is no answer about the binding.
 *
 * @example classifyInviteFailure(409) // 'settled'; classifyInviteFailure(429) // 'retry'
 */
export function classifyInviteFailure(code: number | undefined): InviteFailureKind {
  if (code === 400 || code === 403 || code === 409) return 'settled'
  if (code === 429 || code === -1 || (code !== undefined && code >= 500 && code <= 599)) return 'retry'
  return 'failed'
}
