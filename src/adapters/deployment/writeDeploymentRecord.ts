import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { deploymentRecordPath } from './deploymentRecordPath'

/** Writes a deployment record atomically (temp file, then rename), so a crash never leaves half a record. */
export async function writeDeploymentRecord(devnetDir: string, record: DeploymentRecord): Promise<string> {
  const path = deploymentRecordPath(devnetDir, record.chainId)
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`)
  await rename(temporary, path)
  return path
}
