import type { Wallet } from 'ethers'
import { type BridgeConsent, bridgeConsentTypedData } from '../../../src/domain/bridge/bridgeConsent'
import type { DeploymentRecord } from '../../../src/domain/deployment/DeploymentRecord'
import { parseUnits } from '../../../src/domain/format/parseUnits'

let lastNonce = 0n

/**
 * The `get-convert-currency-data` path for a transfer of `amount` (token units) of `symbol` to `target` ('BSC' or
 * 'HECO'), with the consent `signer` gives as the query: the terms the server rebuilds from the path, a fresh nonce and
 * a deadline 600 s after `chainNow` (the source chain's time), unless `overrides` says otherwise. `sender` is the
 * signer's address unless given (a stranger asking for someone else).
 */
export async function consentedConvertPath(
  records: readonly DeploymentRecord[],
  signer: Pick<Wallet, 'address' | 'signTypedData'>,
  transfer: {
    recipient: string
    amount: string
    target: 'BSC' | 'HECO'
    symbol: string
    chainNow: number
    sender?: string
  },
  overrides: Partial<BridgeConsent> = {},
): Promise<{ path: string; consent: BridgeConsent; signature: string }> {
  const targetChainId = transfer.target === 'BSC' ? 56 : 128
  const record = records.find((candidate) => candidate.bridge?.peerChainId === targetChainId)!
  const token = record.bridge!.tokens[transfer.symbol]!.address.toLowerCase()
  const decimals = record.tokens.find((t) => t.address.toLowerCase() === token)?.decimals ?? 18
  const sender = (transfer.sender ?? signer.address).toLowerCase()
  lastNonce += 1n
  const consent: BridgeConsent = {
    sourceChainId: record.chainId,
    bridge: record.contracts.bridge!.toLowerCase(),
    sender,
    recipient: transfer.recipient.toLowerCase(),
    token,
    amount: parseUnits(transfer.amount, decimals),
    targetChainId,
    nonce: lastNonce,
    deadline: transfer.chainNow + 600,
    ...overrides,
  }
  const { domain, types, value } = bridgeConsentTypedData(consent)
  const signature = await signer.signTypedData(domain, types, value)
  const query = `signature=${signature}&nonce=${consent.nonce}&deadline=${consent.deadline}`
  const path = `/api/get-convert-currency-data/${sender}/${transfer.recipient}/${transfer.amount}/${transfer.target}/${transfer.symbol}?${query}`
  return { path, consent, signature }
}
