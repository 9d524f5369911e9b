import type { Command } from 'commander'
import { Wallet } from 'ethers'
import { RestProgrammeApi } from '../../adapters/rest/RestProgrammeApi'
import { checksumAddress } from '../../domain/currency/checksumAddress'
import { FomoError } from '../../domain/errors/FomoError'
import { inviteMessage } from '../../domain/invite/inviteMessage'
import type { CliContext } from '../CliContext'

const DEFAULT_API = process.env.FOMO_API_URL ?? 'http://127.0.0.1:8787'

/** `fomo invite bind <inviter> --key <privkey> [--api <url>]`: signs the invitation message and registers the inviter. */
export function registerInviteCommand(program: Command, context: CliContext): void {
  const invite = program.command('invite').description('the invitation programme')
  invite
    .command('bind <inviter>')
    .description('register <inviter> as the inviter of the --key account (signs the invitation message)')
    .requiredOption('--key <privkey>', 'private key of the invitee account (0x and 64 hex digits)')
    .option('--api <url>', 'base URL of the FomoSwap API server', DEFAULT_API)
    .action(async (inviterInput: string, options: { key: string; api: string }) => {
      const { output } = context.config()
      let inviter: string
      try {
        inviter = checksumAddress(inviterInput).toLowerCase()
      } catch {
        throw new FomoError(`The inviter ${inviterInput} is not a valid address: use 0x and 40 hex digits`)
      }
      if (!/^0x[0-9a-fA-F]{64}$/.test(options.key)) {
        throw new FomoError('--key must be a private key: 0x and 64 hex digits')
      }
      const wallet = new Wallet(options.key)
      const address = wallet.address.toLowerCase()
      const signature = await wallet.signMessage(inviteMessage(address, inviter))
      await new RestProgrammeApi(options.api).bindInviter(address, inviter, signature)
      output.result({ address, inviter }, () => output.line(`Bound: ${address} was invited by ${inviter}`))
    })
}
