import { FomoError } from './FomoError'

/** A referrer-table filter that is no game type (spec §7 `gameType`: 0 every game, 2 yin-yang, 5 five-elements). */
export class InvalidGameTypeError extends FomoError {
  override readonly name = 'InvalidGameTypeError'

  constructor(value: unknown) {
    super(`Game type ${String(value)} is not one: use 0 (all games), 2 (yin-yang) or 5 (five-elements)`, {
      details: { value: String(value) },
    })
  }
}
