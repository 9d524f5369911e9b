import { FomoError } from '../../domain/errors/FomoError'

/** The capital pool takes listed tokens only; the native coin is none (wrap it first). */
export class NotAPoolTokenError extends FomoError {
  override readonly name = 'NotAPoolTokenError'

  constructor(query: string) {
    super(
      `${query} cannot go into the capital pool: pick a listed token such as USDT or AURA (wrap the native coin first).`,
      {
        details: { query },
      },
    )
  }
}
