import { getCreateAddress, type JsonRpcProvider, keccak256, type TransactionReceipt, type Wallet } from 'ethers'
import type { DeployStep, RecordedContract } from '../../domain/deploy/DeployStep'
import { DeployError } from './DeployError'
import { type DeployJournal, type JournalStep, writeJsonAtomically } from './deployJournal'
import { encodeStep, type StepAddresses, stepAddress } from './encodeStep'
import type { ContractBuild } from './loadContractBuild'

/** What running the steps needs: the chain, the deployer's key, the build, and where the journal goes. */
export interface DeploymentRun {
  provider: JsonRpcProvider
  /** The deployer's key, connected to `provider`. */
  wallet: Wallet
  build: ContractBuild
  steps: readonly DeployStep[]
  journal: DeployJournal
  journalPath: string
  onProgress(line: string): void
  /** Called with the running count of transactions this process has sent, just before and just after each broadcast. */
  beforeSend?(count: number): void
  afterSend?(count: number): void
}

/** Where a finished run left each step: the deployed contracts by record name and the first block it used. */
export interface DeploymentResult {
  contracts: Partial<Record<RecordedContract, string>>
  startBlock: number
  /** Transactions this run sent (0 when the journal already had every step). */
  sent: number
}

/**
 * Runs the steps in order with the deployer's key, resumable: before each transaction is broadcast the journal is
 * written (atomically) with the step, the nonce and the hash of the signed transaction, and after its receipt with the
 * outcome. On a later run a step the journal started is settled from the chain first: when its nonce is used, by its
 * receipt (or, for a contract creation, by the code at CREATE(deployer, nonce)); when one of its transactions is still
 * pending, by waiting for it; otherwise it is sent again at the same nonce. No step is ever carried out twice.
 */
export async function runDeployment(run: DeploymentRun): Promise<DeploymentResult> {
  const { provider, wallet, journal } = run
  const deployer = wallet.address
  const addresses: Record<string, string> = {}
  const addressOf: StepAddresses = (id) => addresses[id]
  let sent = 0
  const save = () => writeJsonAtomically(run.journalPath, journal)

  for (const [index, step] of run.steps.entries()) {
    const label = `[${index + 1}/${run.steps.length}] ${step.id}`
    let entry: JournalStep | undefined = journal.steps[step.id]
    if (entry && !entry.done) {
      const settled = await settle(provider, deployer, step, entry)
      if (settled === 'reverted') entry = undefined
      else if (settled) {
        journal.steps[step.id] = entry = { ...entry, ...settled, done: true }
        await save()
        run.onProgress(`${label}: settled from the chain`)
      }
    }
    if (!entry?.done) {
      const tx = await encodeStep(step, run.build, addressOf)
      const nonce = await provider.getTransactionCount(deployer, 'pending')
      if (entry && entry.nonce !== nonce) {
        throw new DeployError(
          `Step ${step.id} was sent at nonce ${entry.nonce}, but the deployer's next nonce is ${nonce}: ${deployer} sent other transactions meanwhile. Wait until they are mined (or dropped) and run again.`,
          { details: { step: step.id, nonce, journalNonce: entry.nonce } },
        )
      }
      const populated = await wallet.populateTransaction({ ...tx, nonce })
      const signed = await wallet.signTransaction(populated)
      const hash = keccak256(signed)
      journal.steps[step.id] = entry = { nonce, hashes: [...new Set([...(entry?.hashes ?? []), hash])] }
      await save()
      run.beforeSend?.(sent + 1)
      await provider.broadcastTransaction(signed)
      sent += 1
      run.afterSend?.(sent)
      const receipt = await minedReceipt(provider, hash)
      const outcome = await outcomeOf(provider, step, receipt)
      if (outcome === 'reverted') {
        throw new DeployError(
          `Step ${step.id} reverted (transaction ${hash}). Check the plan's values for it and the deployer's balance, then run again: the steps before it are kept.`,
          { details: { step: step.id, hash } },
        )
      }
      journal.steps[step.id] = entry = { ...entry, ...outcome, done: true }
      await save()
      run.onProgress(`${label}: ${step.kind === 'deploy' ? `deployed at ${outcome.address}` : 'done'} (${hash})`)
    }
    const address = stepAddress(step, run.build, addressOf, entry.address)
    if (address !== undefined) addresses[step.id] = address
  }
  const blocks = Object.values(journal.steps).flatMap((step) => (step.block === undefined ? [] : [step.block]))
  const startBlock = blocks.length > 0 ? Math.min(...blocks) : await provider.getBlockNumber()
  const contracts = Object.fromEntries(
    run.steps.flatMap((step) => (step.kind === 'deploy' ? [[step.id, addresses[step.id]]] : [])),
  )
  return { contracts, startBlock, sent }
}

type Settled = Pick<JournalStep, 'address' | 'block'> | 'reverted' | undefined

/**
 * A journaled step on the chain: its outcome when mined (waiting when still pending), 'reverted' when its transaction
 * reverted (nothing happened: send it again), undefined when none of its transactions reached the chain.
 */
async function settle(
  provider: JsonRpcProvider,
  deployer: string,
  step: DeployStep,
  entry: JournalStep,
): Promise<Settled> {
  const used = (await provider.getTransactionCount(deployer, 'latest')) > entry.nonce
  for (const hash of entry.hashes) {
    const receipt = used
      ? await provider.getTransactionReceipt(hash)
      : (await provider.getTransaction(hash)) && (await minedReceipt(provider, hash))
    if (receipt) return outcomeOf(provider, step, receipt)
  }
  if (!used) return undefined
  if (step.kind === 'deploy') {
    const address = getCreateAddress({ from: deployer, nonce: entry.nonce })
    if ((await provider.getCode(address)) !== '0x') return { address }
  }
  throw new DeployError(
    `Nonce ${entry.nonce} of ${deployer} was used by a transaction this deployment did not send, so step ${step.id} cannot be settled. Do not use the deployer key elsewhere during a deployment; check the step by hand.`,
    { details: { step: step.id, nonce: entry.nonce } },
  )
}

/**
 * The receipt of a sent transaction, asked for every polling interval until it is mined. Not ethers'
 * waitForTransaction, which waits for a block after the one it first sees: where the transaction's block is that first
 * block and no other follows (an idle chain that mines only on transactions), it waited for ever.
 */
async function minedReceipt(provider: JsonRpcProvider, hash: string): Promise<TransactionReceipt> {
  for (;;) {
    const receipt = await provider.getTransactionReceipt(hash)
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, provider.pollingInterval))
  }
}

async function outcomeOf(provider: JsonRpcProvider, step: DeployStep, receipt: TransactionReceipt) {
  if (receipt.status !== 1) return 'reverted' as const
  if (step.kind !== 'deploy') return { block: receipt.blockNumber }
  const address = receipt.contractAddress!
  if ((await provider.getCode(address)) === '0x') {
    throw new DeployError(`Step ${step.id} left no code at ${address} (transaction ${receipt.hash}).`)
  }
  return { address, block: receipt.blockNumber }
}
