import pg from 'pg'

/** What of pg's connection a COPY FROM STDIN writes to (pg's own calls, not in its type declarations). */
interface CopyConnection {
  sendCopyFromChunk(chunk: Buffer): void
  endCopyFrom(): void
}

/** A COPY ... FROM STDIN that sends its rows in one message once the server asks for them. */
class CopyIn extends pg.Query {
  constructor(
    statement: string,
    private readonly copyRows: string, // not `rows`: pg's Query has its own (a portal's row count)
    done: (error: Error | undefined) => void,
  ) {
    super(statement, done)
  }

  // called by pg's client on the server's CopyInResponse (pg's Query answers it with a failure)
  handleCopyInResponse(connection: CopyConnection): void {
    connection.sendCopyFromChunk(Buffer.from(this.copyRows))
    connection.endCopyFrom()
  }
}

/**
 * Runs `statement` (a `copy ... from stdin`) on `client`, sending `rows` in COPY's text format; settles when the
 * server has loaded them or refused. The client's query timeout applies as to any query.
 */
export function copyIn(client: pg.ClientBase, statement: string, rows: string): Promise<void> {
  return new Promise((resolve, reject) => {
    client.query(new CopyIn(statement, rows, (error) => (error ? reject(error) : resolve())))
  })
}
