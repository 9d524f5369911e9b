/**
 * Whether to pay a risky recipient (the zero address, a contract) anyway, and how the driver tells its user to insist
 * (the CLI: 'pass --force'); without it such a recipient is refused.
 */
export interface RecipientOverride {
  readonly force: boolean
  readonly hint?: string
}
