import { InvalidDeadlineInputError } from '../errors/InvalidDeadlineInputError'

// Whole minutes; ten digits are far beyond any useful deadline and keep `minutes * 60` an exact integer.
const MINUTES = /^\d{1,10}$/

/**
 * The transaction deadline in seconds that a number of minutes means (spec section 5): whole minutes above 0, stored
 * as seconds.
 *
 * @throws InvalidDeadlineInputError for anything but a whole number of minutes above 0.
 * @example parseDeadlineInput('20') // 1200
 */
export function parseDeadlineInput(text: string): number {
  const trimmed = text.trim()
  if (!MINUTES.test(trimmed)) throw new InvalidDeadlineInputError(text)
  const minutes = Number(trimmed)
  if (minutes <= 0) throw new InvalidDeadlineInputError(text)
  return minutes * 60
}
