import { readFile } from 'node:fs/promises'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { DeploymentRecordError } from './DeploymentRecordError'
import { deploymentRecordPath } from './deploymentRecordPath'

const requiredContracts = ['factory', 'router', 'wrappedNative', 'multicall'] as const
const optionalContracts = [
  'nameRegistry',
  'nameResolver',
  'v1Factory',
  'migrator',
  'lpMining',
  'rewardDistributor',
  'capitalPool',
  'dkConverter',
  'investment',
  'seasons',
  'titleNft',
] as const
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

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
    if (!ADDRESS.test(record.contracts?.[name] ?? '')) {
      throw invalid(path, `contracts.${name} is not an address`)
    }
  }
  for (const name of optionalContracts) {
    const value = record.contracts[name]
    if (value !== undefined && !ADDRESS.test(value)) throw invalid(path, `contracts.${name} is not an address`)
  }
  if (record.v1Exchanges !== undefined) {
    const valid =
      Array.isArray(record.v1Exchanges) &&
      record.v1Exchanges.every((entry) => ADDRESS.test(entry?.token ?? '') && ADDRESS.test(entry?.exchange ?? ''))
    if (!valid) throw invalid(path, 'v1Exchanges is not a list of {token, exchange} addresses')
  }
  if (record.investToken !== undefined && !ADDRESS.test(record.investToken)) {
    throw invalid(path, 'investToken is not an address')
  }
  if (record.invitations !== undefined) {
    const valid =
      Array.isArray(record.invitations) &&
      record.invitations.every(
        (entry) =>
          ADDRESS.test(entry?.invitee ?? '') &&
          ADDRESS.test(entry?.inviter ?? '') &&
          Number.isSafeInteger(entry.chainId) &&
          Number.isSafeInteger(entry.expiresAt) &&
          Number.isSafeInteger(entry.time) &&
          /^0x[0-9a-fA-F]{130}$/.test(entry.signature ?? ''),
      )
    if (!valid) throw invalid(path, 'invitations is not a list of signed {invitee, inviter, chainId, expiresAt, time}')
  }
  const release = record.release
  if (release !== undefined) {
    const whole = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0
    const valid =
      whole(release.investmentChainId) &&
      ADDRESS.test(release.token ?? '') &&
      /^\d+(\.\d+)?$/.test(release.ratio ?? '') &&
      whole(release.start) &&
      whole(release.cliffSeconds) &&
      whole(release.durationSeconds) &&
      release.durationSeconds > 0 &&
      release.cliffSeconds <= release.durationSeconds
    if (!valid) {
      throw invalid(
        path,
        'release needs investmentChainId, a token address, a decimal ratio and whole-second start, cliff and duration',
      )
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
