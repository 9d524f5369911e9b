import { readFile } from 'node:fs/promises'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { DeploymentRecordError } from './DeploymentRecordError'
import { deploymentRecordPath } from './deploymentRecordPath'

const requiredContracts = ['factory', 'router', 'wrappedNative', 'multicall'] as const

/** Reads `<dir>/deployments/<chainId>.json`, failing with a message that says how to create it. */
export async function readDeploymentRecord(devnetDir: string, chainId: number): Promise<DeploymentRecord> {
  const path = deploymentRecordPath(devnetDir, chainId)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    throw new DeploymentRecordError(
      `No deployment record for chain ${chainId} at ${path}. Start the devnet with \`npm start\` (or \`fomo devnet\`) first, or point --devnet-dir at the folder that holds deployments/.`,
      { details: { chainId, path }, cause },
    )
  }
  let record: DeploymentRecord
  try {
    record = JSON.parse(text)
  } catch (cause) {
    throw invalid(path, 'it is not valid JSON', cause)
  }
  if (record.chainId !== chainId) throw invalid(path, `it is for chain ${record.chainId}, not ${chainId}`)
  for (const name of requiredContracts) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(record.contracts?.[name] ?? '')) {
      throw invalid(path, `contracts.${name} is not an address`)
    }
  }
  return record
}

function invalid(path: string, reason: string, cause?: unknown) {
  return new DeploymentRecordError(
    `The deployment record ${path} is unusable: ${reason}. Reset the devnet with \`npm run devnet:reset\`, then \`npm start\`.`,
    { details: { path }, cause },
  )
}
