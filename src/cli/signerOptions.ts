import type { Command } from 'commander'
import type { SignerOptions } from './compositionRoot'
import { parseWholeNumber } from './parseWholeNumber'

/** Adds the signing options (--key, --keystore, --account) to a command that sends transactions. */
export function addSignerOptions(command: Command): Command {
  return command
    .option('--key <privateKey>', 'sign with this private key (or set FOMO_PRIVATE_KEY)')
    .option('--keystore <file>', 'sign with this encrypted JSON keystore (password in FOMO_KEYSTORE_PASSWORD)')
    .option('--account <index>', 'sign with devnet dev account <index> (0-9)', parseWholeNumber)
}

/** The signing options among a command's parsed options (its other options left out). */
export function signerOptionsOf(options: SignerOptions): SignerOptions {
  return { key: options.key, keystore: options.keystore, account: options.account }
}
