import pg from 'pg'

/** The PostgreSQL the tests that need a real one use (a schema of their own inside it). */
export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** Why PostgreSQL at `databaseUrl` cannot be used, or undefined when it answers (for a describe.skipIf's reason). */
export async function postgresUnreachable(databaseUrl = TEST_DATABASE_URL): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    await client.query('select 1')
    return undefined
  } catch (error) {
    return `PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')} does not answer: ${error instanceof Error ? error.message : String(error)}`
  } finally {
    await client.end().catch(() => {})
  }
}
