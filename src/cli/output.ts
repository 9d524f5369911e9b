import { FomoError } from '../domain/errors/FomoError'

/** How a command writes: human-readable lines, or one JSON document for scripts (`--json`). */
export interface Output {
  json: boolean
  /** A progress or result line for people; silent under --json. */
  line(text: string): void
  /** The command's result: printed as JSON under --json, otherwise by `human`. */
  result(data: unknown, human: () => void): void
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
  }
}

/** Prints an error the way scripts can rely on: a message on stderr (or JSON on stdout) and exit code 1. */
export function reportError(error: unknown, json: boolean): void {
  const known = error instanceof FomoError
  const message = error instanceof Error ? error.message : String(error)
  if (json) {
    const details = known ? error.details : {}
    process.stdout.write(
      `${JSON.stringify({ error: { name: (error as Error).name ?? 'Error', message, details } }, bigintReplacer, 2)}\n`,
    )
  } else {
    process.stderr.write(`error: ${message}\n`)
    if (!known && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
  }
  process.exitCode = 1
}

function bigintReplacer(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value
}
