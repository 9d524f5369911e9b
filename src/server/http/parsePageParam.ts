import { parseIntegerParam } from './parseIntegerParam'

/** Pages beyond this are refused rather than scanned. */
const MAX_PAGE = 100_000

/**
 * The `page` parameter of a paged list: a whole number from 1 to 100 000, 1 when absent.
 *
 * @throws ApiFailure 400 naming `page` and the range (parseIntegerParam).
 */
export function parsePageParam(value: string | undefined): number {
  return parseIntegerParam('page', value, { min: 1, max: MAX_PAGE, fallback: 1 })
}
