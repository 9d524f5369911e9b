import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { DeploymentPlan } from '../../domain/deploy/DeploymentPlan'
import { DeployError } from './DeployError'

/** What the journal knows of one step: the nonce it was sent with, every hash signed for it, and its outcome once mined. */
export interface JournalStep {
  nonce: number
  hashes: string[]
  done?: true
  /** A deploy's contract address (CREATE from the deployer at `nonce`). */
  address?: string
  /** The block that mined it (absent when settled from the chain without its receipt). */
  block?: number
}

/** `<out>/<chainId>.journal.json`: a deployment's progress, written before each transaction is sent. */
export interface DeployJournal {
  version: 1
  chainId: number
  /** planFingerprint of the plan (and wrapped-native override) this journal belongs to. */
  plan: string
  deployer: string
  steps: Record<string, JournalStep>
}

/** Where a chain's deployment journal lives: beside its record. */
export const journalPath = (outDir: string, chainId: number) => join(outDir, `${chainId}.journal.json`)

/** Where `fomo deploy` writes a chain's record: `<out>/<chainId>.json`. */
export const recordPath = (outDir: string, chainId: number) => join(outDir, `${chainId}.json`)

/** A stable hash of what decides the steps: the plan (keys sorted) and the wrapped-native override. */
export function planFingerprint(plan: DeploymentPlan, wrappedNative: string | undefined): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical)
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      )
    }
    return value
  }
  const text = JSON.stringify(canonical({ plan, wrappedNative: wrappedNative?.toLowerCase() ?? null }))
  return `sha256:${createHash('sha256').update(text).digest('hex')}`
}

/**
 * The journal at `path` for this plan and deployer, or a fresh one when there is none. Refuses a journal written for
 * another plan or by another key: its nonces and addresses would not be this deployment's.
 */
export async function openJournal(
  path: string,
  expected: Pick<DeployJournal, 'chainId' | 'plan' | 'deployer'>,
): Promise<DeployJournal> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    return { version: 1, ...expected, steps: {} }
  }
  const journal = JSON.parse(text) as DeployJournal
  if (journal.chainId !== expected.chainId || journal.plan !== expected.plan) {
    throw new DeployError(
      `The journal ${path} belongs to a different plan (or --wrapped-native): resuming it would mix two deployments. Deploy the plan it was written for, or pass another --out for this plan.`,
      { details: { path, journalPlan: journal.plan, plan: expected.plan } },
    )
  }
  if (journal.deployer.toLowerCase() !== expected.deployer.toLowerCase()) {
    throw new DeployError(
      `The journal ${path} was written by deployer ${journal.deployer}, not ${expected.deployer}: resume with that key.`,
      { details: { path, journalDeployer: journal.deployer, deployer: expected.deployer } },
    )
  }
  return journal
}

/** Writes `value` as JSON to `path` atomically (temporary file, then rename): a crash leaves the old file or the new. */
export async function writeJsonAtomically(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`)
  await rename(temporary, path)
}
