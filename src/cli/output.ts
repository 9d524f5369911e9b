import { FomoError } from '../domain/errors/FomoError'
import { UsageError } from './errors/UsageError'

/** How a command writes: human-readable lines, or one JSON document for scripts (`--json`). */
export interface Output {
  json: boolean
  /** A progress or result line for people; silent under --json. */
  line(text: string): void
  /** The command's result: printed as JSON under --json, otherwise by `human`. */
  result(data: unknown, human: () => void): void
  /**
   * The command ran and its result is a failure (a verification that found a difference): `data` and `human` print
   * as `result` does, the JSON document with the error beside the data (`{ ...data, error }`), the error's message
   * goes to stderr for people, and the exit code is 1. One document under --json, whatever the outcome.
   */
  failed(error: FomoError, data: Record<string, unknown>, human: () => void): void
  /** A command's result as CSV (`--csv`): written as it is, under --json too (the CSV is the document asked for). */
  csv(text: string): void
}

/** An Output writing to the process's stdout and stderr. */
export function createOutput(json: boolean): Output {
  return {
    json,
    line: (text) => {
      if (!json) process.stdout.write(`${text}\n`)
    },
    result: (data, human) => {
      if (json) process.stdout.write(`${JSON.stringify(data, bigintReplacer, 2)}\n`)
      else human()
    },
    failed: (error, data, human) => {
      if (json) process.stdout.write(`${JSON.stringify({ ...data, ...errorDocument(error) }, bigintReplacer, 2)}\n`)
      else {
        human()
        process.stderr.write(`error: ${error.message}\n`)
      }
      process.exitCode = 1
    },
    csv: (text) => {
      process.stdout.write(text)
    },
  }
}

/** The `{ error }` part of a failure's JSON document. */
function errorDocument(error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  const details = error instanceof FomoError ? error.details : {}
  return { error: { name: (error as Error).name ?? 'Error', message, details } }
}

/**
 * Prints an error the way scripts can rely on: one line on stderr (a usage error names the `--help` that shows the
 * usage), or one JSON document `{ error }` on stdout, and exit code 1. Only an error the code did not expect (a bug,
 * not the input) adds its stack trace.
 */
export function reportError(error: unknown, json: boolean): void {
  const known = error instanceof FomoError
  const message = error instanceof Error ? error.message : String(error)
  if (json) process.stdout.write(`${JSON.stringify(errorDocument(error), bigintReplacer, 2)}\n`)
  else {
    const help = error instanceof UsageError ? ` (see \`${error.help}\`)` : ''
    process.stderr.write(`error: ${message}${help}\n`)
    if (!known && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
  }
  process.exitCode = 1
}

function bigintReplacer(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value
}
