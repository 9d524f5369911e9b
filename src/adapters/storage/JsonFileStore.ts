import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { StateStore } from '../../ports/StateStore'
import { StoreFileError } from './StoreFileError'

/**
 * Brings a document stored at an older `fromVersion` up to the current shape (e.g. fill missing slippage and deadline
 * defaults, spec section 4's version-update action). It receives the parsed data and returns the repaired document.
 */
export type RepairStore<T> = (data: unknown, fromVersion: number) => T

/** Where a store's file lives, its format version and how to repair an older one. */
export interface JsonFileStoreOptions<T> {
  /** The folder of the stores (`defaultStorageDir()`, `~/.fomo/`, in the terminal). */
  dir: string
  /** The store's name: its file is `<dir>/<name>.json`. */
  name: string
  /** The current format version, written with every document. */
  version: number
  /** Called when the file holds an older version; without it an older file is an error. */
  repair?: RepairStore<T>
}

interface Envelope {
  version: number
  data: unknown
}

/**
 * A StateStore in one JSON file (`{"version": n, "data": …}`), written atomically: to a temporary file in the same
 * folder, then renamed over the old one, so a crash leaves the old or the new document, never half of one. Writes in
 * one process are queued. bigint values round-trip (stored as `{"$bigint": "…"}`). An unreadable file is never
 * overwritten: reading fails with an error that names the file and what to do.
 */
export class JsonFileStore<T> implements StateStore<T> {
  readonly file: string
  private queue: Promise<void> = Promise.resolve()

  constructor(private readonly options: JsonFileStoreOptions<T>) {
    this.file = join(options.dir, `${options.name}.json`)
  }

  async read(): Promise<T | undefined> {
    await this.queue
    let text: string
    try {
      text = await readFile(this.file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw new StoreFileError(`Cannot read ${this.file} (${(error as Error).message}); check its permissions.`, {
        details: { file: this.file },
        cause: error,
      })
    }
    const envelope = this.parse(text)
    if (envelope.version === this.options.version) return envelope.data as T
    if (envelope.version > this.options.version) {
      throw this.unusable(
        `was written by a newer FomoSwap (format ${envelope.version}, this one reads ${this.options.version}); upgrade FomoSwap`,
      )
    }
    if (!this.options.repair) {
      throw this.unusable(`has the old format ${envelope.version} and no repair exists for it`)
    }
    return this.options.repair(envelope.data, envelope.version)
  }

  write(value: T): Promise<void> {
    const next = this.queue.then(() => this.writeNow(value))
    this.queue = next.catch(() => {})
    return next
  }

  private async writeNow(value: T): Promise<void> {
    await mkdir(this.options.dir, { recursive: true })
    const envelope: Envelope = { version: this.options.version, data: value }
    const text = `${JSON.stringify(envelope, encodeBigInt, 2)}\n`
    const temporary = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
    try {
      await writeFile(temporary, text, { encoding: 'utf8', mode: 0o600 })
      await rename(temporary, this.file)
    } catch (error) {
      await rm(temporary, { force: true })
      throw new StoreFileError(
        `Cannot write ${this.file} (${(error as Error).message}); check the folder's permissions.`,
        {
          details: { file: this.file },
          cause: error,
        },
      )
    }
  }

  private parse(text: string): Envelope {
    let parsed: unknown
    try {
      parsed = JSON.parse(text, decodeBigInt)
    } catch (cause) {
      throw this.unusable(`is not valid JSON (${(cause as Error).message})`, cause)
    }
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !Number.isInteger((parsed as Envelope).version) ||
      !('data' in parsed)
    ) {
      throw this.unusable('is not a FomoSwap store (no version and data)')
    }
    return parsed as Envelope
  }

  private unusable(problem: string, cause?: unknown): StoreFileError {
    return new StoreFileError(
      `The ${this.options.name} store ${this.file} ${problem}. Nothing was changed: fix the file by hand, or move it away (e.g. to ${this.file}.bak) to start from defaults.`,
      { details: { file: this.file, store: this.options.name }, cause },
    )
  }
}

function encodeBigInt(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { $bigint: value.toString() } : value
}

function decodeBigInt(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && Object.keys(value).length === 1 && '$bigint' in value) {
    const digits = (value as { $bigint: unknown }).$bigint
    if (typeof digits === 'string' && /^-?\d+$/.test(digits)) return BigInt(digits)
  }
  return value
}
