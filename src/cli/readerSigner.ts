import type { SignerOptions } from './compositionRoot'
import { AccountRequiredError } from './errors/AccountRequiredError'
import { hasSigner } from './hasSigner'
import type { ReaderOptions } from './readerOptions'
import { signerOptionsOf } from './signerOptions'

/**
 * The signer a read-only command opens: none when `--address` names the account; else the signing options, refused
 * before anything is opened when there are none (a read needs no key, only whose figures: AccountRequiredError).
 */
export function readerSigner(options: ReaderOptions): SignerOptions | undefined {
  if (options.address !== undefined) return undefined
  if (!hasSigner(options)) throw new AccountRequiredError()
  return signerOptionsOf(options)
}
