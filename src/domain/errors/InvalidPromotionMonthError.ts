import { FomoError } from './FomoError'

/** A team-promotion month outside 1–12, or a year that is no whole number from 1970 on (spec §9: months 1 to 12). */
export class InvalidPromotionMonthError extends FomoError {
  override readonly name = 'InvalidPromotionMonthError'

  constructor(year: unknown, month: unknown) {
    super(`${String(year)}-${String(month)} is not a month: give a year from 1970 and a month from 1 to 12 (YYYY-MM)`, {
      details: { year: String(year), month: String(month) },
    })
  }
}
