import type { InputError } from '../swap/InputError'
import { inputErrorMessage } from '../swap/inputErrorMessage'
import { FomoError } from './FomoError'

/**
 * An action's inputs fail a check of spec section 5 (the first in its order): the text is the one the screen's button
 * shows for it, and `inputError.key` names the check for translations and scripts.
 */
export class InputRejectedError extends FomoError {
  override readonly name = 'InputRejectedError'
  readonly inputError: InputError

  constructor(inputError: InputError) {
    super(inputErrorMessage(inputError), { details: { check: inputError.key } })
    this.inputError = inputError
  }
}
