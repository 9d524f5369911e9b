import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Contract, type JsonRpcProvider, type Wallet, ZeroAddress } from 'ethers'
import { checkPlanTokensOnChain } from '../adapters/deploy/checkPlanTokensOnChain'
import { DeployError } from '../adapters/deploy/DeployError'
import {
  type DeployJournal,
  journalPath,
  openJournal,
  planFingerprint,
  recordPath,
  writeJsonAtomically,
} from '../adapters/deploy/deployJournal'
import { type ContractBuild, loadContractBuild } from '../adapters/deploy/loadContractBuild'
import { probeEvmFeatures } from '../adapters/deploy/probeEvmFeatures'
import { type DeploymentResult, runDeployment } from '../adapters/deploy/runDeployment'
import { shortRpcReason } from '../adapters/deploy/shortRpcReason'
import { verifyDeployment } from '../adapters/deploy/verifyDeployment'
import { connectJsonRpc } from '../adapters/rpc/connectJsonRpc'
import type { DeploymentPlan } from '../domain/deploy/DeploymentPlan'
import type { DeployStep } from '../domain/deploy/DeployStep'
import { deploySteps } from '../domain/deploy/deploySteps'
import { type EvmFeatures, evmTargetProblem } from '../domain/deploy/evmFeatures'
import { recordOf } from '../domain/deploy/recordOf'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import { FomoError } from '../domain/errors/FomoError'
import { InvalidDeploymentPlanError } from '../domain/errors/InvalidDeploymentPlanError'
import { openWallet } from './compositionRoot'
import { type DeployMismatch, type DeployOutcome, type DeployRequest, readPlanFile } from './deployTools'
import { dryRunDeployment } from './dryRunDeployment'
import { DeployChainMismatchError } from './errors/DeployChainMismatchError'
import { DeploymentNotFoundError } from './errors/DeploymentNotFoundError'

/** How often a receipt is looked for while a transaction waits to be mined (ethers' default is 4 s). */
const RECEIPT_POLL_MS = 500

const TOKEN_ABI = [
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]

/** Where the deployment's journal (its progress) and its record are written. */
interface DeployPaths {
  journal: string
  record: string
}

/** What a dry run and a deployment share: the deployer, its journal, the build and the plan's steps. */
export interface PreparedDeployment {
  wallet: Wallet
  deployer: string
  journal: DeployJournal
  /** The chain's EVM features, probed before the first transaction; undefined once a step of this journal is done. */
  features: EvmFeatures | undefined
  build: ContractBuild
  steps: DeployStep[]
}

/**
 * `fomo deploy`'s composition: reads and validates the plan, connects the RPC (refusing another chain), opens the
 * deployer's key (--keystore, else FOMO_PRIVATE_KEY), loads the plan's EVM build and journal, then dry-runs, deploys
 * (writing `<out>/<chainId>.json`) and verifies, or only verifies.
 */
export async function runDeployCommand(request: DeployRequest): Promise<DeployOutcome> {
  const plan = await readPlanFile(request.planFile, Math.floor(Date.now() / 1000))
  if (plan.chainId !== request.chainId)
    throw new DeployChainMismatchError(request.chainId, plan.chainId, request.planFile)
  const provider = await connectJsonRpc(request.rpcUrl, request.chainId, { batchWaitMs: 0 })
  provider.pollingInterval = RECEIPT_POLL_MS
  try {
    const paths = {
      journal: journalPath(request.outDir, plan.chainId),
      record: recordPath(request.outDir, plan.chainId),
    }
    if (request.mode === 'verify-only') return await verifyOnly(provider, request, plan, paths)
    const prepared = await prepareDeployment(provider, request, plan, paths)
    if (request.mode === 'dry-run') return await dryRunDeployment(provider, request, plan, prepared)
    return await deployAndVerify(provider, request, plan, paths, prepared)
  } finally {
    provider.destroy()
  }
}

/**
 * Opens the deployer's key and journal, checks the chain before the first transaction and loads the build: every
 * contract of the plan must be in it before anything is sent (a pre-Cancun build lacks the programmes).
 */
async function prepareDeployment(
  provider: JsonRpcProvider,
  request: DeployRequest,
  plan: DeploymentPlan,
  paths: DeployPaths,
): Promise<PreparedDeployment> {
  const fingerprint = planFingerprint(plan, request.wrappedNative)
  const wallet = await deployerWallet(request, provider)
  const deployer = wallet.address
  const journal = await openJournal(paths.journal, { chainId: plan.chainId, plan: fingerprint, deployer })
  // the chain as it is, before the first transaction (a dry run too): its EVM runs the build, its tokens are the
  // plan's; a journal of this plan with a step done passed them before that step
  const checked = request.mode !== 'dry-run' && Object.values(journal.steps).some((step) => step.done)
  const features = checked ? undefined : await probeEvmFeatures(provider)
  if (features) {
    const evmProblem = evmTargetProblem(plan.evmTarget, features)
    if (evmProblem) {
      throw new InvalidDeploymentPlanError(
        'evmTarget',
        `is "${plan.evmTarget}", but chain ${plan.chainId} (${request.rpcUrl}) ${evmProblem}`,
      )
    }
    await checkPlanTokensOnChain(provider, plan, { wrappedNative: request.wrappedNative, deployer })
  }
  const build = await loadContractBuild(plan.evmTarget)
  const steps = deploySteps(plan, { deployer, wrappedNative: request.wrappedNative })
  for (const name of new Set(steps.map((step) => step.contract))) await build.artifact(name)
  return { wallet, deployer, journal, features, build, steps }
}

/** Sends the steps not done yet, writes the record (and the plan beside it) and verifies the chain against them. */
async function deployAndVerify(
  provider: JsonRpcProvider,
  request: DeployRequest,
  plan: DeploymentPlan,
  paths: DeployPaths,
  { wallet, deployer, journal, build, steps }: PreparedDeployment,
): Promise<DeployOutcome> {
  request.onProgress(
    `Deploying ${steps.length} steps to chain ${plan.chainId} from ${deployer} (${build.target} build)`,
  )
  const result = await runDeployment({
    provider,
    wallet,
    build,
    steps,
    journal,
    journalPath: paths.journal,
    onProgress: request.onProgress,
    ...crashHooks(),
  }).catch((error: unknown) => {
    if (error instanceof FomoError) throw error
    // a node that stopped answering, a rejected transaction: the journal keeps what was done (when anything was)
    const progress = existsSync(paths.journal)
      ? `Its progress is in ${paths.journal}: run the same command again to resume.`
      : 'Nothing was sent: fix the cause and run the same command again.'
    throw new DeployError(`The deployment stopped (${shortRpcReason(error)}). ${progress}`, {
      details: { journal: paths.journal },
      cause: error,
    })
  })
  const record = await writeRecord(provider, request, plan, paths, { build, result })
  const verification = await verifyDeployment(provider, plan, record, deployer)
  return {
    mode: 'deploy',
    deployer,
    recordPath: paths.record,
    journalPath: paths.journal,
    sent: result.sent,
    steps: steps.length,
    contracts: record.contracts,
    ...verification,
  }
}

/**
 * Writes `<out>/<chainId>.json` with the wrapped native token as the chain reads it, and the plan as deployed beside
 * it: `fomo status` checks the chain against that plan for drift.
 */
async function writeRecord(
  provider: JsonRpcProvider,
  request: DeployRequest,
  plan: DeploymentPlan,
  paths: DeployPaths,
  { build, result }: { build: ContractBuild; result: DeploymentResult },
): Promise<DeploymentRecord> {
  const wrappedAddress = result.contracts.wrappedNative ?? request.wrappedNative ?? plan.wrappedNative!
  const token = new Contract(wrappedAddress, TOKEN_ABI, provider)
  const [name, symbol, decimals] = await Promise.all(
    ['name', 'symbol', 'decimals'].map((read) => token.getFunction(read)()),
  )
  const record = recordOf(plan, {
    addresses: result.contracts,
    wrappedNative: { address: wrappedAddress, name, symbol, decimals: Number(decimals) },
    startBlock: result.startBlock,
    rpcUrl: request.publicRpcUrl,
    apiUrl: request.apiUrl,
    deployedAt: new Date().toISOString(),
    initCodeHash: build.initCodeHash,
  })
  await writeJsonAtomically(paths.record, record)
  await writeJsonAtomically(planCopyPath(request.outDir, plan.chainId), plan)
  request.onProgress(`Record written: ${paths.record}`)
  return record
}

/** `--verify-only`: the chain read against the record already written; nothing is sent. */
async function verifyOnly(
  provider: JsonRpcProvider,
  request: DeployRequest,
  plan: DeploymentPlan,
  paths: DeployPaths,
): Promise<DeployOutcome> {
  let record: DeploymentRecord
  try {
    record = JSON.parse(await readFile(paths.record, 'utf8'))
  } catch (cause) {
    throw new DeploymentNotFoundError(
      `No readable deployment record at ${paths.record}: deploy first (fomo deploy without --verify-only), or pass the --out it was written to.`,
      { details: { path: paths.record }, cause },
    )
  }
  // it resumes nothing, so a journal of another plan (the plan corrected after drift) is no reason to refuse
  const journal = await readJournalOf(paths.journal)
  const deployer = journal?.deployer ?? (await deployerWallet(request, provider)).address
  const verification = await verifyDeployment(provider, plan, record, deployer)
  return {
    mode: 'verify-only',
    deployer,
    recordPath: paths.record,
    journalPath: paths.journal,
    sent: 0,
    steps: 0,
    contracts: record.contracts,
    ...verification,
  }
}

/** Where `fomo deploy` keeps the plan it deployed: `<out>/<chainId>.plan.json`, beside the record. */
export const planCopyPath = (outDir: string, chainId: number) => join(outDir, `${chainId}.plan.json`)

/**
 * `fomo status`'s drift check: the chain read against the plan kept beside the record (as `--verify-only` does), the
 * deployer taken from the journal; undefined when no plan is kept there (a devnet, or a record from before).
 */
export async function deploymentDrift(request: {
  chainId: number
  rpcUrl: string
  recordsDir: string
}): Promise<DeployMismatch[] | undefined> {
  const planFile = planCopyPath(request.recordsDir, request.chainId)
  if (!existsSync(planFile)) return undefined
  const plan = await readPlanFile(planFile, 0) // a close time passed since the deployment is no drift
  const record: DeploymentRecord = JSON.parse(await readFile(recordPath(request.recordsDir, request.chainId), 'utf8'))
  const journal = await readJournalOf(journalPath(request.recordsDir, request.chainId))
  const provider = await connectJsonRpc(request.rpcUrl, request.chainId, { batchWaitMs: 0 })
  try {
    const deployer = journal?.deployer ?? ZeroAddress
    return (await verifyDeployment(provider, plan, record, deployer)).mismatches
  } finally {
    provider.destroy()
  }
}

/** The deployer's key: --keystore (password in FOMO_KEYSTORE_PASSWORD), else FOMO_PRIVATE_KEY. */
async function deployerWallet(request: DeployRequest, provider: JsonRpcProvider): Promise<Wallet> {
  const wallet = await openWallet({ chainId: request.chainId, devnetDir: '', keystore: request.keystore }, provider)
  return wallet.ethersSigner()
}

async function readJournalOf(path: string): Promise<DeployJournal | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * Test-only crash points: FOMO_DEPLOY_CRASH_AFTER_TX=N kills the process (SIGKILL) right after its N-th transaction
 * is broadcast, before its receipt or journal update; FOMO_DEPLOY_CRASH_BEFORE_TX=N right before it is broadcast, after
 * the journal names it. They let the tests prove a resumed deployment sends nothing twice.
 */
function crashHooks(): { beforeSend?(count: number): void; afterSend?(count: number): void } {
  const at = (name: string) => {
    const value = process.env[name]
    return value === undefined || value === '' ? undefined : Number(value)
  }
  const [after, before] = [at('FOMO_DEPLOY_CRASH_AFTER_TX'), at('FOMO_DEPLOY_CRASH_BEFORE_TX')]
  const crash = (when: number | undefined) => (count: number) => {
    if (count === when) process.kill(process.pid, 'SIGKILL')
  }
  return {
    ...(before === undefined ? {} : { beforeSend: crash(before) }),
    ...(after === undefined ? {} : { afterSend: crash(after) }),
  }
}
