import { FomoError } from './FomoError'

/** An export that met more pages than a person's records fill: the list is stopped rather than read forever. */
export class TooManyRecordPagesError extends FomoError {
  override readonly name = 'TooManyRecordPagesError'

  constructor(readonly pages: number) {
    super(`The records run past ${pages} pages: export them from the API server's database instead`, {
      details: { pages },
    })
  }
}
