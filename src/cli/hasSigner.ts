import type { SignerOptions } from './compositionRoot'

/** Whether the options (or FOMO_PRIVATE_KEY) name a signer: a devnet account, a keystore or a private key. */
export function hasSigner(options: SignerOptions): boolean {
  return (
    options.account !== undefined || Boolean(options.key) || Boolean(options.keystore) || !!process.env.FOMO_PRIVATE_KEY
  )
}
