import { describe, expect, it } from 'vitest'
import { bridgeRecordProblems } from '../../../src/domain/deployment/bridgeRecordProblems'
import type { DeploymentRecord } from '../../../src/domain/deployment/DeploymentRecord'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const OPERATOR = address(0x99)

function recordOf(chainId: number, peerChainId: number, aura: number, remote: number): DeploymentRecord {
  return {
    chainId,
    name: `chain ${chainId}`,
    nativeSymbol: 'HT',
    rpcUrl: 'http://127.0.0.1:8545',
    startBlock: 1,
    deployedAt: '2026-11-24T00:00:00.000Z',
    initCodeHash: `0x${'0'.repeat(64)}`,
    contracts: {
      factory: address(1),
      router: address(2),
      wrappedNative: address(3),
      multicall: address(4),
      bridge: address(chainId),
    },
    bridge: {
      peerChainId,
      destroyAddress: address(0xdead),
      destroyBps: 200,
      operator: OPERATOR,
      tokens: { AURA: { address: address(aura), remote: address(remote), serviceBps: 30, dailyCap: '1' } },
    },
    tokens: [],
    pairs: [],
  }
}

const here = recordOf(128, 56, 0xa1, 0xb1)
const peer = recordOf(56, 128, 0xb1, 0xa1)
const onChain = {
  peerChainId: 56,
  operator: OPERATOR.toUpperCase().replace('0X', '0x'),
  remotes: { AURA: address(0xb1) },
}

describe('bridgeRecordProblems', () => {
  it('finds none where the records and the contract agree (addresses in any case)', () => {
    expect(bridgeRecordProblems(here, peer, onChain)).toEqual([])
    expect(bridgeRecordProblems(peer, here, undefined)).toEqual([])
  })

  it('has nothing to check on a chain without a bridge', () => {
    const { bridge: _, ...contracts } = here.contracts
    expect(bridgeRecordProblems({ ...here, contracts, bridge: undefined }, undefined, undefined)).toEqual([])
  })

  it('names each disagreement', () => {
    expect(bridgeRecordProblems(here, undefined, undefined)).toEqual(['no record of its peer chain 56'])
    const { bridge: _, ...peerContracts } = peer.contracts
    expect(bridgeRecordProblems(here, { ...peer, contracts: peerContracts }, undefined)).toEqual([
      'its peer chain 56 has no bridge',
    ])
    expect(bridgeRecordProblems(here, recordOf(56, 97, 0xb1, 0xa1), undefined)).toEqual([
      'the bridge of chain 56 pairs with chain 97, not 128',
    ])
    expect(bridgeRecordProblems(here, recordOf(56, 128, 0xb2, 0xa1), undefined)).toEqual([
      `AURA's twin is ${address(0xb1)} here but ${address(0xb2)} on chain 56`,
    ])
    const stale = { peerChainId: 97, operator: address(0x98), remotes: { AURA: address(0) } }
    expect(bridgeRecordProblems(here, peer, stale)).toEqual([
      "the contract's peer chain is 97, the record's 56",
      `the contract's operator is ${address(0x98)}, the record's ${OPERATOR}`,
      `the contract pairs AURA with ${address(0)}, the record with ${address(0xb1)}`,
    ])
  })
})
