import { ConfigError } from './ConfigError'
import { KNOWN_SIGNER_KEYS } from './knownSignerKeys'

/**
 * Refuses a publicly known signer key (KNOWN_SIGNER_KEYS) unless the server runs on a devnet: with such a key anyone
 * could sign the server's vouchers (or, as `FOMO_RELAYER_KEY`, pay out the bridge). The message never repeats the key.
 *
 * @throws ConfigError naming the variable (FOMO_SIGNER_KEY by default) and FOMO_DEVNET.
 */
export function checkSignerKey(signerKey: string, devnet: boolean, variable = 'FOMO_SIGNER_KEY'): void {
  if (devnet || !KNOWN_SIGNER_KEYS.has(signerKey.toLowerCase())) return
  throw new ConfigError(
    variable,
    'is a publicly known development key (anvil/hardhat test accounts): anyone could sign with it. Use a private key of your own, or set FOMO_DEVNET=on for a local devnet',
  )
}
