import { InvalidPercentError } from './errors/InvalidPercentError'

/** A whole-number percent from 1 to 100 typed on the command line, as a bigint. */
export function parsePercent(text: string): bigint {
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 100) {
    throw new InvalidPercentError(text)
  }
  return BigInt(text)
}
