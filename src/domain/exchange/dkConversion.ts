import { BelowExchangeMinimumError } from '../errors/BelowExchangeMinimumError'
import { ExchangeAmountRequiredError } from '../errors/ExchangeAmountRequiredError'
import { ExchangeExceedsBalanceError } from '../errors/ExchangeExceedsBalanceError'
import { ExchangeRecipientRequiredError } from '../errors/ExchangeRecipientRequiredError'
import { InvalidRecipientError } from '../errors/InvalidRecipientError'
import { formatBalance } from '../format/formatBalance'
import { parseAddress } from '../input/parseAddress'

/** DK into DK2 (the contract's `DkToDk2`) or DK2 back into DK (`Dk2ToDk`). */
export type DkDirection = 'toDk2' | 'toDk'

/** The converter's terms as it holds them on chain (the spec's `get-swap-dk-convert-config`), amounts in wei. */
export interface DkConvertConfig {
  /** `ConvertBaseNumber`: how many DK one DK2 is. */
  readonly baseNumber: bigint
  /** `getDkFee`, in basis points of what comes out. */
  readonly feeBps: number
  /** The smallest DK amount converted into DK2 (minimum1). */
  readonly minimumDk: bigint
  /** The smallest DK2 amount converted into DK (minimum2). */
  readonly minimumDk2: bigint
}

const BPS = 10_000n

/**
 * What the converter pays for `amount` (the contract's `getDkToDK2` / `getDk2ToDK`), rounded down so that a round
 * trip never returns more than went in: DK into DK2 is amount x (1 - fee) / base, DK2 into DK amount x base x (1 - fee).
 *
 * @example dkConversionOut('toDk2', 3n * 10n ** 26n, { baseNumber: 10n ** 8n, feeBps: 100, ...minimums }) // 2.97e18
 */
export function dkConversionOut(direction: DkDirection, amount: bigint, config: DkConvertConfig): bigint {
  const kept = BPS - BigInt(config.feeBps)
  return direction === 'toDk2' ? (amount * kept) / BPS / config.baseNumber : (amount * config.baseNumber * kept) / BPS
}

const ZERO = /^0x0{40}$/

/**
 * The dog-token exchange's checks in the spec's order (amount filled, within the balance, the direction's minimum,
 * a recipient: an address, checksum-aware), before anything is approved or sent. Returns the amount and the recipient known.
 *
 * @throws ExchangeAmountRequiredError, ExchangeExceedsBalanceError, BelowExchangeMinimumError,
 *   ExchangeRecipientRequiredError, InvalidRecipientError.
 */
export function checkDkConversion(input: {
  readonly direction: DkDirection
  readonly amount: bigint | undefined
  readonly balance: bigint
  readonly recipient: string | undefined
  readonly config: DkConvertConfig
  readonly decimals: number
}): { readonly amount: bigint; readonly recipient: string } {
  const { direction, amount, balance, config } = input
  if (amount === undefined || amount === 0n) throw new ExchangeAmountRequiredError()
  if (amount > balance) throw new ExchangeExceedsBalanceError(amount, balance)
  const toDk2 = direction === 'toDk2'
  const minimum = toDk2 ? config.minimumDk : config.minimumDk2
  if (amount < minimum) {
    throw new BelowExchangeMinimumError(
      toDk2 ? 'minimum1' : 'minimum2',
      formatBalance(minimum, input.decimals),
      toDk2 ? 'DK' : 'DK2',
    )
  }
  const recipient = input.recipient?.trim() ?? ''
  if (recipient === '') throw new ExchangeRecipientRequiredError()
  if (parseAddress(recipient) === null || ZERO.test(recipient)) throw new InvalidRecipientError(recipient)
  return { amount, recipient }
}
