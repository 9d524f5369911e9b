import type { BridgeChainView, BridgeStatusView } from '../../../src/ports/BridgeApi'

export const E18 = 10n ** 18n
export const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const RECIPIENT = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
export const BRIDGE_128 = '0x00000000000000000000000000000000000b1128'
export const BRIDGE_56 = '0x00000000000000000000000000000000000b1056'
export const DESTROY = '0x000000000000000000000000000000000000dead'
export const AURA_128 = '0x00000000000000000000000000000000000a0128'
export const AURA_56 = '0x00000000000000000000000000000000000a0056'
export const USDT_128 = '0x0000000000000000000000000000000000050128'
export const USDT_56 = '0x0000000000000000000000000000000000050056'

/** The two chains as `get-convert-config` describes them: AURA (0.3% fee) and 6-decimal USDT (0.1%), 2% destroyed. */
export function bridgeChains(): BridgeChainView[] {
  const chain = (
    chainId: number,
    peer: number,
    bridge: string,
    aura: string,
    usdt: string,
    auraRemote: string,
    usdtRemote: string,
  ) => ({
    chainId,
    chainName: chainId === 128 ? 'HECO' : 'BSC',
    tokens: [
      { symbol: 'AURA', address: aura, decimals: 18, serviceBps: 30, remoteAddress: auraRemote, minAmount: 10n ** 16n },
      { symbol: 'USDT', address: usdt, decimals: 6, serviceBps: 10, remoteAddress: usdtRemote, minAmount: 0n },
    ],
    bridge,
    destroyBps: 200,
    destroyAddress: DESTROY,
    peerChainId: peer,
    quota: 9_000n * E18,
    quotaDaily: 10_000n * E18,
    quotaUsed: 1_000n * E18,
    quotaResetsAt: 1_700_006_400,
    confirmations: 2,
  })
  return [
    chain(128, 56, BRIDGE_128, AURA_128, USDT_128, AURA_56, USDT_56),
    chain(56, 128, BRIDGE_56, AURA_56, USDT_56, AURA_128, USDT_128),
  ]
}

/** A status of `code` moving 128 → 56, at `status`. */
export function statusOf(
  code: string,
  status: BridgeStatusView['status'],
  extra: Partial<BridgeStatusView> = {},
): BridgeStatusView {
  return {
    code,
    status,
    confirmations: 0,
    required: 2,
    sourceChainId: 128,
    targetChainId: 56,
    sender: ACCOUNT,
    recipient: RECIPIENT,
    token: AURA_128,
    amount: 100n * E18,
    payout: 9_770n * 10n ** 16n,
    deadline: 1_700_000_600,
    sourceTx: null,
    targetTx: null,
    attempts: 0,
    lastError: null,
    waitingOn: null,
    nextAttemptAt: null,
    ...extra,
  }
}
