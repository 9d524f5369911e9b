import type { AccountCode } from '../../ports/AccountCode'
import type { RecipientRisk } from '../errors/RiskyRecipientError'

const ZERO_ADDRESS = /^0x0{40}$/i

/**
 * Why paying `recipient` is likely to lose the tokens, or `undefined`: the zero address always; an address with code
 * (a contract) unless it is the sender's own account, whose code (a smart or delegated wallet) it controls.
 *
 * @example await recipientRisk(code, 128, '0x' + '0'.repeat(40)) // 'zero-address'
 */
export async function recipientRisk(
  code: AccountCode,
  chainId: number,
  recipient: string,
  account?: string,
): Promise<RecipientRisk | undefined> {
  if (ZERO_ADDRESS.test(recipient)) return 'zero-address'
  if (account !== undefined && account.toLowerCase() === recipient.toLowerCase()) return undefined
  return (await code.hasCode(chainId, recipient)) ? 'contract' : undefined
}
