import { FomoError } from './FomoError'

/**
 * An EIP-712 struct that cannot be built: its type string is not `Name(type name,…)`, or the value lacks one of its
 * fields. A programming error in a voucher's definition, never the user's input: fix the struct or what fills it.
 */
export class Eip712StructError extends FomoError {
  override readonly name = 'Eip712StructError'

  constructor(problem: string, details: Record<string, unknown>) {
    super(`EIP-712 struct: ${problem}`, { details })
  }
}
