import { createToken } from '../domain/currency/createToken'
import type { Token } from '../domain/currency/Token'
import type { MiningPoolFacts } from '../ports/MiningReads'
import type { ChainSession } from './compositionRoot'
import { NoMiningContractsError } from './errors/NoMiningContractsError'
import { NoMiningPoolError } from './errors/NoMiningPoolError'
import { findSessionPair } from './findSessionPair'
import { sessionCurrency } from './sessionCurrency'

/** The programme contracts of the session's chain. */
export function miningContracts(session: ChainSession): { lpMining: string; distributor: string; capitalPool: string } {
  const { lpMining, rewardDistributor, capitalPool } = session.record.contracts
  if (!lpMining || !rewardDistributor || !capitalPool) throw new NoMiningContractsError(session.config.chainId)
  return { lpMining, distributor: rewardDistributor, capitalPool }
}

/** A mining pool named on the command line as `AURA/USDT` (either order, HT for WHT), with its LP token and facts. */
export async function sessionMiningPool(
  session: ChainSession,
  pairText: string,
): Promise<{ lpToken: Token; label: string; pool: MiningPoolFacts }> {
  const [a, b] = pairText.split('/')
  if (!a || !b) throw new NoMiningPoolError(pairText)
  const [currencyA, currencyB] = [sessionCurrency(session, a), sessionCurrency(session, b)]
  const pair = await findSessionPair(session, currencyA, currencyB)
  if (!pair) throw new NoMiningPoolError(pairText)
  const pool = await session.ports.mining.pool(session.config.chainId, miningContracts(session).lpMining, pair.address)
  if (!pool) throw new NoMiningPoolError(pairText)
  const lpToken = createToken({
    chainId: session.config.chainId,
    address: pair.address,
    decimals: 18,
    symbol: 'Fomo-LP',
  })
  return { lpToken, label: `${currencyA.symbol}/${currencyB.symbol}`, pool }
}
