import { describe, expect, it } from 'vitest'
import { describeDeployDryRun } from '../../src/cli/describeDeployDryRun'

// Issue 29, item 3: where the node cannot estimate a step (its target is not deployed yet, or it refused) and a fixed
// figure stands in, the dry run says it is a fixed figure and why, rather than printing it as an estimate ('~5000000').

const DEPLOYER = '0x00000000000000000000000000000000000000d0'
const outcome = (simulated: boolean, fixed: boolean) => ({
  mode: 'dry-run' as const,
  deployer: DEPLOYER,
  simulated,
  alreadyDone: 0,
  transactions: [
    { id: 'factory', what: 'deploy FomoFactory', gas: '2300000', estimated: true },
    fixed
      ? {
          id: 'createPair:AURA:USDT',
          what: 'factory.createPair(AURA, USDT)',
          gas: '2400000',
          estimated: false,
          fixedBecause: 'its target is not deployed yet',
        }
      : { id: 'createPair:AURA:USDT', what: 'factory.createPair(AURA, USDT)', gas: '1800000', estimated: true },
  ],
  totalGas: fixed ? '4700000' : '4100000',
  gasPrice: '1000000000',
  totalCost: '0.0047 BNB',
})

describe('describeDeployDryRun', () => {
  it('says a fixed figure is one, with why, and that the total is not an estimate', () => {
    const lines = describeDeployDryRun(outcome(false, true), 56)
    expect(lines).toEqual([
      `Dry run on chain 56 from ${DEPLOYER}: nothing is sent.`,
      '  factory: deploy FomoFactory  gas 2300000',
      '  createPair:AURA:USDT: factory.createPair(AURA, USDT)  gas 2400000 (a fixed figure, not an estimate: its target is not deployed yet)',
      '2 transactions, 4700000 gas at 1000000000 wei: 0.0047 BNB (anvil is not installed: 1 of the 2 are fixed figures, not estimates, so the total is not one either)',
    ])
    expect(lines.join('\n')).not.toContain('~')
  })

  it('says every figure is an estimate when each is, by the fork or by the node', () => {
    expect(describeDeployDryRun(outcome(true, false), 56).at(-1)).toContain('(each estimated on a fork of the chain)')
    expect(describeDeployDryRun(outcome(false, false), 56).at(-1)).toContain(
      '(anvil is not installed: each estimated by the node)',
    )
  })
})
