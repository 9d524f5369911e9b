import { type JsonRpcProvider, makeError } from 'ethers'
import { describe, expect, it } from 'vitest'
import { estimateDeployment } from '../../../src/adapters/deploy/estimateDeployment'
import { loadContractBuild } from '../../../src/adapters/deploy/loadContractBuild'
import type { DeployStep } from '../../../src/domain/deploy/DeployStep'

// Issue 29, item 3: without anvil the dry run asks the node. Where it cannot (a call to a contract not deployed yet,
// a creation the node refuses), a fixed figure stands in, marked as one with why: the node's refusal is kept, not
// swallowed (a Cancun build on a London chain once printed 'gas ~5000000' and nothing else).

const DEPLOYER = '0x00000000000000000000000000000000000000d0'
const STEPS: DeployStep[] = [
  { kind: 'deploy', id: 'factory', contract: 'FomoFactory', args: [DEPLOYER] },
  { kind: 'deploy', id: 'multicall', contract: 'Multicall3', args: [] },
  {
    kind: 'call',
    id: 'createPair:0x01:0x02',
    target: 'factory',
    contract: 'FomoFactory',
    method: 'createPair',
    args: ['0x0000000000000000000000000000000000000001', '0x0000000000000000000000000000000000000002'],
    createsPair: true,
  },
]

/** A node that estimates every creation at 1,000,000 gas but refuses those `refuse` picks. */
function node(refuse: (data: string) => boolean): JsonRpcProvider {
  return {
    getTransactionCount: async () => 0,
    estimateGas: async (tx: { data: string }) => {
      if (refuse(tx.data)) {
        throw makeError('execution reverted', 'CALL_EXCEPTION', {
          action: 'estimateGas',
          data: `0x${'ab'.repeat(4_000)}`,
          reason: null,
          transaction: { to: null, data: tx.data },
          invocation: null,
          revert: null,
        })
      }
      return 1_000_000n
    },
  } as unknown as JsonRpcProvider
}

describe('estimateDeployment (the dry run without anvil)', () => {
  it('marks each fixed figure as one, with why: a target not deployed yet, or the node refusing, in short', async () => {
    const build = await loadContractBuild('cancun')
    const multicall = (await build.artifact('Multicall3')).bytecode
    const journal = { version: 1 as const, chainId: 56, plan: 'p', deployer: DEPLOYER, steps: {} }
    const estimates = await estimateDeployment(
      node((data) => data.startsWith(multicall)),
      DEPLOYER,
      build,
      STEPS,
      journal,
    )
    expect(estimates.map(({ step, gas, estimated, fixedBecause }) => [step.id, gas, estimated, fixedBecause])).toEqual([
      ['factory', 1_000_000n, true, undefined],
      ['multicall', 5_000_000n, false, expect.stringMatching(/^the node could not estimate it \(execution reverted/)],
      ['createPair:0x01:0x02', 2_400_000n, false, 'its target is not deployed yet'],
    ])
    expect(estimates[1]!.fixedBecause!.length).toBeLessThan(200) // no bytecode or revert data printed
  })
})
