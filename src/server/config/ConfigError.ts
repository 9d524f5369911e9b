import { FomoError } from '../../domain/errors/FomoError'

/** An environment variable is missing or malformed: the message names it and says what it must be. */
export class ConfigError extends FomoError {
  override readonly name = 'ConfigError'

  constructor(variable: string, problem: string) {
    super(`Configuration: ${variable} ${problem}`, { details: { variable } })
  }
}
