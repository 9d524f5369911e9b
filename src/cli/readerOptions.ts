import type { Command } from 'commander'
import type { SignerOptions } from './compositionRoot'
import { type AccountInput, parseAccountOption } from './parseAccountOption'
import { addSignerOptions } from './signerOptions'

/** The options of a command that reads an account's figures: `--address`, else the account of the signing options. */
export interface ReaderOptions extends SignerOptions {
  address?: AccountInput
}

/**
 * Adds `--address <address or name>` (the one address rule, `parseAccountOption`) and the signing options, whose
 * account is read when no `--address` is given.
 */
export function addReaderOptions(command: Command, whose: string): Command {
  return addSignerOptions(
    command.option('--address <address or name>', `${whose} (default: the signer's account)`, parseAccountOption),
  )
}
