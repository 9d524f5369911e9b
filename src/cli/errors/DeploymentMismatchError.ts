import { FomoError } from '../../domain/errors/FomoError'

/** `fomo deploy` read the deployment back and found fields that are not the plan's. */
export class DeploymentMismatchError extends FomoError {
  override readonly name = 'DeploymentMismatchError'

  constructor(chainId: number, mismatches: readonly { field: string; expected: string; actual: string }[]) {
    super(
      `The deployment on chain ${chainId} does not match its plan in ${mismatches.length} field${mismatches.length === 1 ? '' : 's'}: ${mismatches
        .slice(0, 10)
        .map((m) => `${m.field} is ${m.actual}, the plan says ${m.expected}`)
        .join('; ')}. Fix them on chain (or the plan), then run \`fomo deploy --verify-only\` again.`,
      { details: { chainId, mismatches } },
    )
  }
}
