import { getAddress, isAddress, type Provider, parseUnits } from 'ethers'
import { type OperatorCall, OperatorRecordError, operatorCalls, PAUSABLE } from '../adapters/operate/operatorCalls'
import { runOperatorCalls } from '../adapters/operate/runOperatorCalls'
import { connectJsonRpc } from '../adapters/rpc/connectJsonRpc'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import { openDeploymentRecords, openWallet } from './compositionRoot'
import type { OperateOutcome, OperateRequest, OperatorAction } from './operateTools'

/**
 * `fomo operate`'s composition: reads the chain's record (the devnet's or FOMO_DEPLOYMENTS_DIR's), connects its node
 * (--rpc or the record's), opens the signer (--keystore with FOMO_KEYSTORE_PASSWORD, --key or FOMO_PRIVATE_KEY, or a
 * devnet --account), builds the action's calls and runs them: every check first, then the dry run or the sends.
 */
export async function runOperateCommand(request: OperateRequest): Promise<OperateOutcome> {
  const record = await openDeploymentRecords(request).read(request.chainId)
  const provider = await connectJsonRpc(request.rpcUrl ?? record.rpcUrl, request.chainId, { batchWaitMs: 0 })
  try {
    const wallet = (await openWallet(request, provider)).ethersSigner()
    const calls = await callsOf(provider, record, request.action)
    const transactions = await runOperatorCalls(provider, wallet, calls, {
      dryRun: request.dryRun,
      onProgress: request.onProgress,
    })
    return { chainId: request.chainId, from: wallet.address, dryRun: request.dryRun, transactions }
  } finally {
    provider.destroy()
  }
}

async function callsOf(provider: Provider, record: DeploymentRecord, action: OperatorAction): Promise<OperatorCall[]> {
  const energy = (typed: string) => parseUnits(typed, 18) // title asks are energy with 18 decimals
  switch (action.kind) {
    case 'season-open':
      return [
        operatorCalls.openSeason(record, action.season, action.endTime, energy(action.nft1Ask), energy(action.nft2Ask)),
      ]
    case 'season-fund': {
      const token = tokenOf(record, action.token)
      return [operatorCalls.fundSeason(record, action.season, token.address, parseUnits(action.amount, token.decimals))]
    }
    case 'fund-converter': {
      const token = tokenOf(record, action.token)
      return [
        await operatorCalls.fundConverter(provider, record, token.address, parseUnits(action.amount, token.decimals)),
      ]
    }
    case 'fund-mining':
    case 'fund-prize-pool':
    case 'fund-bridge': {
      const token = tokenOf(record, action.token)
      const amount = parseUnits(action.amount, token.decimals)
      if (action.kind === 'fund-mining') return [operatorCalls.fundDistributor(record, token.address, amount)]
      if (action.kind === 'fund-prize-pool') return [operatorCalls.fundPrizePool(record, token.address, amount)]
      const listed = Object.values(record.bridge?.tokens ?? {}).some(
        (entry) => entry.address.toLowerCase() === token.address.toLowerCase(),
      )
      if (!listed)
        throw new OperatorRecordError(`${action.token} is not a token the bridge of chain ${record.chainId} pays out`)
      return [operatorCalls.fundBridge(record, token.address, amount)]
    }
    case 'set-cap': {
      const token = tokenOf(record, action.token)
      const cap = parseUnits(action.amount, token.decimals)
      if (action.contract === 'bridge') return [await operatorCalls.setBridgeCap(provider, record, token.address, cap)]
      return action.contract === 'investment'
        ? [operatorCalls.setInvestmentCap(record, token.address, cap)]
        : [operatorCalls.setDistributorCap(record, token.address, cap)]
    }
    case 'rotate-signer':
      return operatorCalls.rotateSigner(record, getAddress(action.signer))
    case 'pause':
    case 'unpause': {
      for (const name of action.contracts) {
        if (!(PAUSABLE as readonly string[]).includes(name)) {
          throw new OperatorRecordError(`${name} cannot be paused: name ${PAUSABLE.join(', ')}`)
        }
      }
      return operatorCalls.pause(record, action.kind === 'pause', action.contracts as never)
    }
  }
}

/** A token of the record by symbol (any case) or address. */
function tokenOf(record: DeploymentRecord, symbolOrAddress: string): { address: string; decimals: number } {
  const byAddress: boolean = isAddress(symbolOrAddress)
  const token = record.tokens.find((candidate) =>
    byAddress
      ? candidate.address.toLowerCase() === symbolOrAddress.toLowerCase()
      : candidate.symbol.toLowerCase() === symbolOrAddress.toLowerCase(),
  )
  if (!token) {
    const symbols = record.tokens.map((candidate) => candidate.symbol).join(', ')
    throw new OperatorRecordError(
      `${symbolOrAddress} is not a token of chain ${record.chainId}'s record: use one of ${symbols}`,
    )
  }
  return token
}
