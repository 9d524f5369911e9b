/** One schema version: applied once, in order, in its own transaction (never edit a released one; add the next). */
export interface Migration {
  version: number
  name: string
  sql: string
}
