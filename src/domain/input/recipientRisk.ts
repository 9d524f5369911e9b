import type { AccountCode } from '../../ports/AccountCode'
import type { RecipientRisk } from '../errors/RiskyRecipientError'

const ZERO_ADDRESS = /^0x0{40}$/i

/**
 * Why paying `recipient` is likely to lose the tokens, or `undefined` (issue 28: one rule for every action that takes
 * a recipient): the zero address always; one of `knownContracts` (the chain's own tokens and contracts, also where
 * the node cannot be asked, as the bridge's target chain); an address with code (a contract) unless it is the
 * sender's own account, whose code (a smart or delegated wallet) it controls.
 *
 * @example await recipientRisk(code, 128, '0x' + '0'.repeat(40)) // 'zero-address'
 */
export async function recipientRisk(
  code: AccountCode,
  chainId: number,
  recipient: string,
  account?: string,
  knownContracts: readonly string[] = [],
): Promise<RecipientRisk | undefined> {
  if (ZERO_ADDRESS.test(recipient)) return 'zero-address'
  const target = recipient.toLowerCase()
  if (account !== undefined && account.toLowerCase() === target) return undefined
  if (knownContracts.some((address) => address.toLowerCase() === target)) return 'contract'
  return (await code.hasCode(chainId, recipient)) ? 'contract' : undefined
}
