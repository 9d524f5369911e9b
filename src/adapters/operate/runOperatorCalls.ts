import type { JsonRpcProvider, Wallet } from 'ethers'
import { ACCESS_ROLES } from '../../domain/deploy/accessRoles'
import { FomoError } from '../../domain/errors/FomoError'
import { FomoBridge__factory, FomoSeasons__factory, IERC20Minimal__factory } from '../contracts/generated'
import { shortRpcReason } from '../deploy/shortRpcReason'
import type { OperatorCall } from './operatorCalls'

/** One transaction of an operator command: what it does, its gas (estimated, or after an approval), its hash once sent. */
export interface OperatorTransaction {
  what: string
  to: string
  gas?: string
  hash?: string
}

/** An operator command that cannot go on: a role the signer lacks, tokens it does not hold, a call the chain refuses. */
export class OperatorCheckError extends FomoError {
  override readonly name = 'OperatorCheckError'
}

/**
 * Runs an operator command's calls from `wallet`: first every check, before the first transaction (an approval
 * included) — the signer holds the role each call needs (AccessControl's hasRole, the bridge's operator), and the
 * tokens the calls spend — then, on a dry run, each transaction with its gas estimate (an approval's dependent call is
 * listed after it) and nothing sent; otherwise each sent in order and waited for, approvals only where the allowance
 * is short.
 */
export async function runOperatorCalls(
  provider: JsonRpcProvider,
  wallet: Wallet,
  calls: readonly OperatorCall[],
  options: { dryRun: boolean; onProgress?(line: string): void },
): Promise<OperatorTransaction[]> {
  const account = wallet.address
  for (const call of calls) await checkCaller(provider, account, call)
  const spent = new Map<string, bigint>()
  for (const call of calls) {
    if (!call.spends) continue
    const { token, amount } = call.spends
    const total = (spent.get(token.toLowerCase()) ?? 0n) + amount
    spent.set(token.toLowerCase(), total)
    const balance = await IERC20Minimal__factory.connect(token, provider).balanceOf(account)
    if (balance < total) {
      throw new OperatorCheckError(
        `${account} holds ${balance} wei of ${token}, less than the ${total} this command sends: fund it first.`,
      )
    }
  }
  const plan: { call?: OperatorCall; approve?: { token: string; spender: string; amount: bigint } }[] = []
  for (const call of calls) {
    if (call.approves && call.spends) {
      const token = IERC20Minimal__factory.connect(call.spends.token, provider)
      if ((await token.allowance(account, call.approves)) < call.spends.amount) {
        plan.push({ approve: { token: call.spends.token, spender: call.approves, amount: call.spends.amount } })
      }
    }
    plan.push({ call })
  }
  const transactions: OperatorTransaction[] = []
  let afterApproval = false
  for (const step of plan) {
    const tx = step.approve
      ? await IERC20Minimal__factory.connect(step.approve.token, wallet).approve.populateTransaction(
          step.approve.spender,
          step.approve.amount,
        )
      : await step.call!.populate(wallet)
    const what = step.approve
      ? `token ${step.approve.token}.approve(${step.approve.spender}, ${step.approve.amount})`
      : step.call!.what
    if (options.dryRun) {
      // a call spending an approval not sent yet cannot be estimated: it is listed without gas
      const gas = afterApproval && !step.approve ? undefined : await estimate(provider, account, tx, what)
      transactions.push({ what, to: tx.to, ...(gas === undefined ? {} : { gas: gas.toString() }) })
      if (step.approve) afterApproval = true
      continue
    }
    await estimate(provider, account, tx, what) // a refusal with its reason, before it costs gas
    const sent = await wallet.sendTransaction(tx)
    const receipt = await sent.wait()
    if (receipt?.status !== 1) throw new OperatorCheckError(`${what} reverted (transaction ${sent.hash}).`)
    options.onProgress?.(`${what}: done (${sent.hash})`)
    transactions.push({ what, to: tx.to, hash: sent.hash })
  }
  return transactions
}

async function estimate(
  provider: JsonRpcProvider,
  from: string,
  tx: { to: string; data: string },
  what: string,
): Promise<bigint> {
  try {
    return await provider.estimateGas({ ...tx, from })
  } catch (error) {
    throw new OperatorCheckError(`${what} would fail on chain (${shortRpcReason(error)}): nothing was sent.`)
  }
}

/** Refuses, naming the role and the contract, a call the signer may not make. */
async function checkCaller(provider: JsonRpcProvider, account: string, call: OperatorCall): Promise<void> {
  const { caller } = call
  if ('anyone' in caller) return
  // every programme contract is an AccessControl: any binding reads hasRole
  const contract = FomoSeasons__factory.connect(call.address, provider)
  const role = 'role' in caller ? caller.role : caller.bridgeOperatorOrRole
  if (await contract.hasRole(ACCESS_ROLES[role], account)) return
  if ('bridgeOperatorOrRole' in caller) {
    const operator = await FomoBridge__factory.connect(call.address, provider).operator()
    if (operator.toLowerCase() === account.toLowerCase()) return
  }
  throw new OperatorCheckError(
    `${account} does not hold ${role} on ${call.contract} (${call.address}), which ${call.what.split('(')[0]} needs: sign with the key the deployment plan gave that role (roles.${role === 'OPERATOR_ROLE' ? 'operator' : 'admin'}). Nothing was sent.`,
  )
}
