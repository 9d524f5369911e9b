import type { Command } from 'commander'
import { checksumAddress } from '../../domain/currency/checksumAddress'
import { ApiError } from '../../domain/errors/ApiError'
import { checkInviter } from '../../domain/invite/checkInviter'
import { createInviteTerms } from '../../domain/invite/createInviteTerms'
import { invitationLink } from '../../domain/invite/invitationLink'
import { inviteMessage } from '../../domain/invite/inviteMessage'
import { accountOf } from '../accountOf'
import type { CliContext } from '../CliContext'
import type { SignerOptions } from '../compositionRoot'
import { ApiUnreachableError } from '../errors/ApiUnreachableError'
import { InvalidInviterError } from '../errors/InvalidInviterError'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

const DEFAULT_API = process.env.FOMO_API_URL ?? 'http://127.0.0.1:8787'

/**
 * `fomo invite bind <inviter> [--key <privkey> | --keystore <file> | --account <n>] [--api <url>]`: signs the
 * invitation message with the signer every signing command takes (FOMO_PRIVATE_KEY too) and registers the inviter,
 * once checkInviter accepts it on the session's chain (`--chain`): the zero address, yourself and a contract are refused
 * before anything is signed.
 * `fomo invite link`: the invitation link of `--address` or the signer's account, on the app at `--app`.
 */
export function registerInviteCommand(program: Command, context: CliContext): void {
  const invite = program.command('invite').description('the invitation programme')
  const bind = invite
    .command('bind <inviter>')
    .description('register <inviter> as the inviter of the signing account (signs the invitation message)')
    .option('--api <url>', 'base URL of the FomoSwap API server', DEFAULT_API)
  addSignerOptions(bind).action(async (inviterInput: string, options: SignerOptions & { api: string }) => {
    const { output } = context.config()
    let inviter: string
    try {
      inviter = checksumAddress(inviterInput).toLowerCase()
    } catch {
      throw new InvalidInviterError(inviterInput)
    }
    const wallet = await context.messageSigner(signerOptionsOf(options))
    const address = (await wallet.address()).toLowerCase()
    const terms = createInviteTerms(address, inviter, context.config().chainId, Date.now())
    // the inviter rules every driver applies, before anything is signed: not zero, not yourself, not a contract
    await context.withChain(undefined, (session) => checkInviter(terms, session.ports.code))
    const signature = await wallet.signMessage(inviteMessage(terms))
    try {
      await context.programmeApi(options.api).bindInviter(terms, signature)
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== -1) throw error
      throw new ApiUnreachableError(options.api, error.message, error)
    }
    output.result({ address, inviter }, () => output.line(`Bound: ${address} was invited by ${inviter}`))
  })

  addReaderOptions(
    invite
      .command('link')
      .description('your invitation link: the swap screen with your address as paddr, for friends to open')
      .option('--app <url>', 'where the web app is served', DEFAULT_API),
    'whose link',
  ).action(async (options: ReaderOptions & { app: string }) => {
    const { output } = context.config()
    const address = await accountOf(context, options)
    const link = invitationLink(options.app, address)
    output.result({ address, link }, () => output.line(link))
  })
}
