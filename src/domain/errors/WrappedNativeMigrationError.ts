import { FomoError } from './FomoError'

/** The V1 pool of the wrapped native coin cannot migrate (its pair would be WHT/WHT): remove it from V1 instead. */
export class WrappedNativeMigrationError extends FomoError {
  override readonly name = 'WrappedNativeMigrationError'

  constructor(token: string) {
    super(
      `The V1 pool of the wrapped native coin (${token}) cannot be migrated: remove it with \`fomo remove-v1\` instead.`,
      { details: { token } },
    )
  }
}
