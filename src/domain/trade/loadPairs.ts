import type { ChainReads } from '../../ports/ChainReads'
import type { ChainConfig } from '../chains/ChainConfig'
import type { Token } from '../currency/Token'
import { computePairAddress } from './computePairAddress'
import { createPair } from './createPair'
import type { Pair } from './Pair'
import { tokenPairCombinations } from './tokenPairCombinations'

/**
 * The existing pairs among `tokens` with their current reserves, read in one batch through the ChainReads port
 * (pairs that do not exist, or hold nothing, are left out).
 */
export async function loadPairs(
  config: ChainConfig,
  tokens: readonly Token[],
  reserves: Pick<ChainReads, 'reservesOf'>,
): Promise<Pair[]> {
  const candidates = tokenPairCombinations(tokens)
  const answers = await reserves.reservesOf(
    config.chainId,
    candidates.map(([a, b]) => computePairAddress(config, a, b)),
  )
  const pairs: Pair[] = []
  candidates.forEach(([a, b], i) => {
    const answer = answers[i]
    if (!answer || answer.reserve0 === 0n || answer.reserve1 === 0n) return
    const aIsToken0 = a.address.toLowerCase() < b.address.toLowerCase()
    const [raw0, raw1] = aIsToken0 ? [answer.reserve0, answer.reserve1] : [answer.reserve1, answer.reserve0]
    pairs.push(createPair(config, { currency: a, raw: raw0 }, { currency: b, raw: raw1 }))
  })
  return pairs
}
