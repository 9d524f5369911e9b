/**
 * The database did not answer: a connection refused or not made within the connect timeout, a query past its timeout
 * (a stalled network path, an overloaded server), a session the server ended. Retryable: the HTTP layer answers 503 in
 * the envelope, and the pool replaces the connection, so the server recovers by itself once the database is back.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError'
}

/** PostgreSQL's SQLSTATE classes and codes of a database that is away, not of a bad query. */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-4]|57014)/
/** Node's and pg's words for a connection that failed or hung. */
const UNAVAILABLE_MESSAGE =
  /timeout|timed out|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EPIPE|Connection terminated|connection ended|Client has encountered a connection error/i

/** Whether `error` (or its cause) says the database is away rather than that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && UNAVAILABLE_MESSAGE.test(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
