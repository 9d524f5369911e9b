import { FomoError } from '../../domain/errors/FomoError'

/**
 * The command line itself is wrong (commander refused it): an unknown command or option, a missing argument or
 * required option, a value its parser refuses, flags that exclude each other. One line, which `help` names where the
 * usage is shown.
 */
export class UsageError extends FomoError {
  override readonly name = 'UsageError'

  constructor(
    message: string,
    /** The command that prints the usage of what was typed, e.g. `fomo mining pledge --help`. */
    readonly help: string,
    code: string,
  ) {
    super(message, { details: { code } })
  }
}
