import { readFile } from 'node:fs/promises'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { DeploymentRecordError } from './DeploymentRecordError'

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
  'bridge',
  'gameRecords',
  'prizePool',
] as const
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Reads and checks the deployment record at `path` (a `<chainId>.json`), for `chainId`; a missing file fails with
 * `howToCreate` (what to run or set to get one), an unusable one with what is wrong in it.
 *
 * @example await readDeploymentRecordFile('/srv/fomo/deployments/128.json', 128, 'Run `fomo deploy` for chain 128.')
 */
export async function readDeploymentRecordFile(
  path: string,
  chainId: number,
  howToCreate: string,
): Promise<DeploymentRecord> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    throw new DeploymentRecordError(`No deployment record for chain ${chainId} at ${path}. ${howToCreate}`, {
      details: { chainId, path },
      cause,
    })
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
  if (record.bridge !== undefined || record.contracts.bridge !== undefined) checkBridge(path, record)
  checkBounty(path, record)
  return record
}

function checkBridge(path: string, record: DeploymentRecord): void {
  const bridge = record.bridge
  const bps = (value: unknown, max: number) =>
    Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max
  const tokens = Object.values(bridge?.tokens ?? {})
  const valid =
    bridge !== undefined &&
    record.contracts.bridge !== undefined &&
    Number.isSafeInteger(bridge.peerChainId) &&
    bridge.peerChainId !== record.chainId &&
    ADDRESS.test(bridge.destroyAddress ?? '') &&
    bps(bridge.destroyBps, 5_000) &&
    ADDRESS.test(bridge.operator ?? '') &&
    tokens.length > 0 &&
    tokens.every(
      (token) =>
        ADDRESS.test(token?.address ?? '') &&
        ADDRESS.test(token.remote ?? '') &&
        bps(token.serviceBps, 1_000) &&
        /^\d+$/.test(token.dailyCap ?? ''),
    )
  if (!valid) {
    throw invalid(
      path,
      'bridge needs contracts.bridge, a peer chain id, the destroy address and rate, the operator and tokens of {address, remote, serviceBps, dailyCap}',
    )
  }
}

function checkBounty(path: string, record: DeploymentRecord): void {
  if (record.bounty !== undefined && !validBounty(record.bounty)) {
    throw invalid(
      path,
      'bounty needs whole-number node thresholds, wei amounts as decimal strings, token addresses, weights for game types 2 and 5 and the LP share in basis points, and a list of invite tasks',
    )
  }
}

/** Whether the bounty block has the shape DeployedBounty declares (the rules check the figures' sense). */
function validBounty(bounty: NonNullable<DeploymentRecord['bounty']>): boolean {
  const whole = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0
  const wei = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value)
  const bps = (value: unknown) => whole(value) && (value as number) <= 1_000_000
  const reward = (value: { token?: string; amount?: string } | undefined) =>
    ADDRESS.test(value?.token ?? '') && wei(value?.amount)
  return (
    whole(bounty.nodeTeam) &&
    whole(bounty.nodeDirectPeople) &&
    wei(bounty.nodeDirectBet) &&
    (bounty.betToken === undefined || ADDRESS.test(bounty.betToken)) &&
    reward(bounty.dailyPool) &&
    bps(bounty.weights?.[2]) &&
    bps(bounty.weights?.[5]) &&
    bps(bounty.lpExtRewardBps) &&
    Array.isArray(bounty.inviteTasks) &&
    bounty.inviteTasks.every((task) => whole(task?.id) && whole(task?.invites) && reward(task?.reward))
  )
}

function invalid(path: string, reason: string, cause?: unknown) {
  return new DeploymentRecordError(
    `The deployment record ${path} is unusable: ${reason}. On a devnet, reset it with \`npm run devnet:reset\`, then \`npm start\`; for a real chain, write it again with \`fomo deploy\`.`,
    { details: { path }, cause },
  )
}
