import { formatBalance } from '../../../domain/format/formatBalance'
import { shortenAddress } from '../../../domain/format/shortenAddress'
import type { LocaleFormat } from '../../format/LocaleFormat'
import type { BountyStore } from './BountyStore'

/** `usdtValue`s are in USDT base units (18 decimals, spec §9). */
export const USDT = 'USDT'

/**
 * A formatter of an amount of a token with its symbol, as the shown chain's deployment names the token, its digits
 * grouped as the locale groups them.
 */
export function bountyAmount(
  store: Pick<BountyStore, 'session'>,
  format: Pick<LocaleFormat, 'numbers'>,
): (token: string, value: bigint) => string {
  const { session } = store
  return (token, value) => {
    const info = session.tokenOf(session.chainId, token)
    return `${format.numbers(formatBalance(value, info?.decimals ?? 18))} ${info?.symbol ?? shortenAddress(token)}`
  }
}
