import { describe, expect, it } from 'vitest'
import type { LiquidityTokenReads } from '../../../src/ports/LiquidityTokenReads'
import { LastGoodLpSupplies } from '../../../src/server/programmes/LastGoodLpSupplies'

// Issue 29, item 9: get-convert-config read every pledged pair's LP supply from its chain's node on each request, so one
// hung node made every answer wait the whole RPC timeout (10 s). The last good figures answer instead, with their age.

/** A node whose answers the test releases by hand: `hang` makes every later read wait until `release`. */
function controllableNode() {
  let hanging = false
  const waiting: (() => void)[] = []
  const reads: number[] = []
  const node: Pick<LiquidityTokenReads, 'totalSupplies'> = {
    async totalSupplies(chainId, pairs) {
      reads.push(chainId)
      if (hanging) await new Promise<void>((resolve) => waiting.push(resolve))
      return pairs.map((_, i) => BigInt(chainId * 1_000 + i))
    },
  }
  return {
    node,
    reads,
    hang: () => {
      hanging = true
    },
    release: () => {
      hanging = false
      for (const resolve of waiting.splice(0)) resolve()
    },
  }
}

describe('LastGoodLpSupplies', () => {
  it('answers fresh while the node answers, then from the last good figures, with their age, while it hangs', async () => {
    const { node, reads, hang, release } = controllableNode()
    let now = 1_000_000
    const supplies = new LastGoodLpSupplies(node, 50, () => now)
    expect(await supplies.totalSupplies(56, ['0xa', '0xb'])).toEqual([56_000n, 56_001n])
    expect(supplies.ageOf(56)).toBeNull()

    hang()
    now += 30_000
    expect(await supplies.totalSupplies(56, ['0xa', '0xb'])).toEqual([56_000n, 56_001n]) // after waitMs, not the node
    expect(supplies.ageOf(56)).toBe(30)
    // asked again while that read still hangs: answered at once, no second read piled on the node
    expect(await supplies.totalSupplies(56, ['0xa', '0xb'])).toEqual([56_000n, 56_001n])
    expect(reads.filter((chain) => chain === 56)).toHaveLength(2)
    // another chain is read fresh meanwhile (its node answers)
    release()
    expect(await supplies.totalSupplies(128, ['0xc'])).toEqual([128_000n])
    expect(supplies.ageOf(128)).toBeNull()

    // the hung read landed: fresh again
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await supplies.totalSupplies(56, ['0xa', '0xb'])).toEqual([56_000n, 56_001n])
    expect(supplies.ageOf(56)).toBeNull()
  })

  it('gives undefined for a pair never read while its node hangs (the quota then counts it at nothing)', async () => {
    const { node, hang } = controllableNode()
    const supplies = new LastGoodLpSupplies(node, 20)
    hang()
    expect(await supplies.totalSupplies(56, ['0xa'])).toEqual([undefined])
    expect(supplies.ageOf(56)).toBeNull()
  })
})
