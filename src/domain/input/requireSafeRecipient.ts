import type { AccountCode } from '../../ports/AccountCode'
import { RiskyRecipientError } from '../errors/RiskyRecipientError'
import type { RecipientOverride } from './RecipientOverride'
import { recipientRisk } from './recipientRisk'

/** Who is paid, and what the rule needs to know about it. */
export interface RecipientCheck {
  /** The chain whose node says whether the recipient holds code. */
  readonly chainId: number
  readonly recipient: string
  /** The sender: its own address is never refused for its code (a smart or delegated wallet). */
  readonly account?: string
  /** The chain's own tokens and contracts, refused without asking the node (recipientRisk). */
  readonly knownContracts?: readonly string[]
  readonly override?: RecipientOverride
}

/**
 * The recipient rule of every action that pays someone (send, swap, the DK exchange, the bridge; issue 28), run
 * before anything is approved or sent: refuses the zero address and a contract (recipientRisk) unless
 * `override.force`, with one message.
 *
 * @throws RiskyRecipientError naming the risk, and `override.hint` as the way to insist.
 */
export async function requireSafeRecipient(code: AccountCode, check: RecipientCheck): Promise<void> {
  const { override } = check
  if (override?.force) return
  const risk = await recipientRisk(code, check.chainId, check.recipient, check.account, check.knownContracts)
  if (risk) throw new RiskyRecipientError(check.recipient, risk, override?.hint)
}
