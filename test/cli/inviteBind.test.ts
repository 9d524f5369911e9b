import { writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { encryptKeystoreJson, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { freePort } from '../support/freePort'
import { type Harness, startHarness } from '../support/startHarness'

// A stand-in API that answers every bind with code 0 and records the paths it was asked: the signer's address is the
// invitee segment of /api/player-invite/{address}/{inviter}.
let api: Server
let apiUrl: string
const asked: string[] = []
let harness: Harness
beforeAll(async () => {
  // the inviter is checked on the chain before anything is signed: the CLI reads a fork of the seeded devnet
  harness = await startHarness()
  api = createServer((request, response) => {
    asked.push(request.url ?? '')
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ code: 0, msg: 'ok', data: null }))
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  const address = api.address()
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  await new Promise((resolve) => api?.close(resolve))
  await harness?.close()
})

const inviter = Wallet.createRandom().address
const bind = (args: string[], env: Record<string, string> = {}) =>
  harness.run(['--json', 'invite', 'bind', inviter, '--api', apiUrl, ...args], env)
const invitee = (path: string | undefined) => path?.split('/')[3]
/** The binds asked (the CLI also asks `/api/deployments` to check it talks to this deployment's server). */
const binds = () => asked.filter((path) => path.startsWith('/api/player-invite/'))

describe('fomo invite bind signs like every other signing command', () => {
  it('with --account, a devnet dev account', async () => {
    const run = await bind(['--account', '3'])
    expect(run.code).toBe(0)
    expect(invitee(binds().at(-1))).toBe(devAccounts()[3]!.address.toLowerCase())
  })

  it('with FOMO_PRIVATE_KEY when no option names a signer', async () => {
    const key = Wallet.createRandom()
    const run = await bind([], { FOMO_PRIVATE_KEY: key.privateKey })
    expect(run.code).toBe(0)
    expect(invitee(binds().at(-1))).toBe(key.address.toLowerCase())
  })

  it('with --keystore and FOMO_KEYSTORE_PASSWORD', async () => {
    const key = Wallet.createRandom()
    const file = join(harness.recordsDir, 'keystore.json')
    await writeFile(
      file,
      await encryptKeystoreJson({ address: key.address, privateKey: key.privateKey }, 'pw', { scrypt: { N: 1 << 10 } }),
    ) // a light scrypt: fast
    const run = await bind(['--keystore', file], { FOMO_KEYSTORE_PASSWORD: 'pw' })
    expect(run.code).toBe(0)
    expect(invitee(binds().at(-1))).toBe(key.address.toLowerCase())
  })

  it('and with no signer says how to give one, sending nothing', async () => {
    const before = binds().length
    const run = await bind([], { FOMO_PRIVATE_KEY: '' })
    expect(run.code).toBe(1)
    expect(JSON.parse(run.stdout).error.message).toContain('This command signs: pass --key')
    expect(binds().length).toBe(before)
  })
})

describe('fomo invite bind refuses an inviter that cannot be one, before signing or asking the API', () => {
  const refused = async (who: string) => {
    const before = binds().length
    const run = await harness.run(['--json', 'invite', 'bind', who, '--account', '9', '--api', apiUrl])
    expect(run.code).toBe(1)
    expect(binds().length).toBe(before)
    return JSON.parse(run.stdout).error
  }

  it('the zero address', async () => {
    expect(await refused(`0x${'0'.repeat(40)}`)).toMatchObject({
      name: 'InviteRejectedError',
      message: 'The zero address cannot be an inviter: give the address of the person who invited you',
    })
  })

  it('the signing account itself', async () => {
    expect((await refused(devAccounts()[9]!.address)).message).toContain('You cannot invite yourself')
  })

  it('a contract on the chain (the router)', async () => {
    const router = harness.chain(128).record.contracts.router.toLowerCase()
    expect((await refused(router)).message).toBe(
      `${router} is a contract on chain 128, not a person's account: give the address of the wallet that invited you`,
    )
  })
})

describe('fomo invite bind with the API down', () => {
  it('names the URL it could not reach and what to do', async () => {
    const down = `http://127.0.0.1:${await freePort()}`
    const run = await harness.run(['--json', 'invite', 'bind', inviter, '--account', '1', '--api', down])
    expect(run.code).toBe(1)
    const { message } = JSON.parse(run.stdout).error
    expect(message).toContain(`The FomoSwap API at ${down} did not answer (`)
    expect(message).toContain('pass --api <url>')
  })
})
