import { FomoError } from '../../domain/errors/FomoError'

/** A quote asked for the native coin against its wrapped token, which is a 1:1 wrap or unwrap, not a trade. */
export class WrapNotQuotableError extends FomoError {
  override readonly name = 'WrapNotQuotableError'

  constructor(input: string, output: string, direction: 'wrap' | 'unwrap') {
    super(`${input} ⇄ ${output} is a ${direction} at 1:1; use \`fomo swap\` or \`fomo ${direction}\`.`, {
      details: { input, output, direction },
    })
  }
}
