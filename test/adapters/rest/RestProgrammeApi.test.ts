import { Command } from 'commander'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RestProgrammeApi } from '../../../src/adapters/rest/RestProgrammeApi'
import type { CliContext } from '../../../src/cli/CliContext'
import { registerInviteCommand } from '../../../src/cli/commands/invite'
import { openWallet, type SignerOptions } from '../../../src/cli/compositionRoot'
import { ApiError } from '../../../src/domain/errors/ApiError'
import { createInviteTerms } from '../../../src/domain/invite/createInviteTerms'
import { inviteMessage } from '../../../src/domain/invite/inviteMessage'
import { type RunningServer, startServer } from '../../../src/server/startServer'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { testServerConfig } from '../../server/support/testServerConfig'
import { freePort } from '../../support/freePort'

let server: RunningServer
let api: RestProgrammeApi
beforeAll(async () => {
  server = await startServer(testServerConfig({ devnetDir: inject('seededDevnet').dir }))
  api = new RestProgrammeApi(server.url)
})
afterAll(() => server?.close())

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError')
}

describe('the REST adapter', () => {
  it('unwraps data on code 0: the chain’s pairs and each chain’s indexing state', async () => {
    expect(Array.isArray(await api.marketPairs(128))).toBe(true)
    expect((await api.chainStates()).map((chain) => chain.chainId)).toEqual(expect.arrayContaining([128]))
  })

  it('binds an inviter, and throws the server’s msg with its code when the envelope says no', async () => {
    const [invitee, inviter, other] = [Wallet.createRandom(), Wallet.createRandom(), Wallet.createRandom()]
    const terms = (to: string) => createInviteTerms(invitee.address, to, 128, Date.now())
    const sign = (to: string) => invitee.signMessage(inviteMessage(terms(to)))
    await api.bindInviter(terms(inviter.address), await sign(inviter.address))
    const error = await failure(api.bindInviter(terms(other.address), await sign(other.address)))
    expect(error.code).toBe(409)
    expect(error.message).toMatch(/already has an inviter/)
    const invalid = await failure(api.pairCandles(128, '0x12', '1h'))
    expect(invalid.code).toBe(400)
    expect(invalid.message).toMatch(/address/)
  })

  it('turns a network failure or a body without an envelope into code -1 with its message', async () => {
    const closedUrl = `http://127.0.0.1:${await freePort()}`
    const closed = new RestProgrammeApi(closedUrl)
    const network = await failure(closed.marketPairs(128))
    expect(network.code).toBe(-1)
    expect(network.message).toMatch(/fetch failed/)
    expect(network.message).toContain(closedUrl) // names the URL it could not reach
    const html = new RestProgrammeApi('http://x.test', async () => new Response('{"hello":1}', { status: 502 }))
    const broken = await failure(html.marketPairs(128))
    expect(broken).toMatchObject({ code: -1, message: expect.stringMatching(/HTTP 502/) })
  })
})

describe('fomo invite bind', () => {
  const run = async (args: string[]) => {
    const lines: unknown[] = []
    const program = new Command('fomo').exitOverride()
    // only config().output and config().chainId (named in the signed message) are used by the invite command, and the
    // session's code reads (checkInviter: here no address is a contract)
    const output = { json: true, line: () => {}, result: (data: unknown) => lines.push(data) }
    const messageSigner = (signer: SignerOptions) => openWallet({ chainId: 128, devnetDir: '', ...signer }, null)
    const code = new InMemoryAccountCode()
    registerInviteCommand(program, {
      config: () => ({ output, chainId: 128 }),
      withChain: (_signer: unknown, work: (session: unknown) => Promise<unknown>) => work({ ports: { code } }),
      messageSigner,
      programmeApi: (url: string) => new RestProgrammeApi(url),
    } as unknown as CliContext)
    await program.parseAsync(['node', 'fomo', 'invite', 'bind', ...args])
    return lines
  }

  it('signs the invitation message with --key and registers the inviter', async () => {
    const [invitee, inviter] = [Wallet.createRandom(), Wallet.createRandom()]
    const result = await run([inviter.address, '--key', invitee.privateKey, '--api', server.url])
    expect(result).toEqual([{ address: invitee.address.toLowerCase(), inviter: inviter.address.toLowerCase() }])
    await expect(run([inviter.address, '--key', invitee.privateKey, '--api', server.url])).rejects.toThrow(
      /already has an inviter/,
    )
    await expect(run(['0x1234', '--key', invitee.privateKey, '--api', server.url])).rejects.toThrow(
      /not a valid address/,
    )
  })
})
