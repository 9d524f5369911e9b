import { type HDNodeWallet, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { signedInvite } from './support/signedInvite'
import { testServerConfig } from './support/testServerConfig'

let server: ComposedServer
beforeAll(async () => {
  server = await composeServer(
    testServerConfig({
      devnetDir: inject('seededDevnet').dir,
      rateLimit: { perIp: 3, perAddress: 2, readPerIp: 1_000, windowMs: 60_000 },
    }),
  )
})
afterAll(async () => server?.close())

const JUNK = `0x${'1b'.repeat(65)}`

/** The invitation request from `ip`: signed by `signer`, or with a junk signature over the same terms. */
async function bind(ip: string, invitee: string, inviter: string, signer: Wallet | HDNodeWallet | 'junk') {
  const owner = { address: invitee, signMessage: async () => JUNK }
  const { path } = await signedInvite(owner, inviter, signer === 'junk' ? {} : { signer })
  const response = await server.app.inject({ url: path, remoteAddress: ip })
  return { status: response.statusCode, body: response.json() }
}

describe('the invitation rate limits', () => {
  it('junk signatures for an address do not lock its owner out', async () => {
    const victim = Wallet.createRandom()
    const inviter = Wallet.createRandom().address.toLowerCase()
    const invitee = victim.address.toLowerCase()
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      for (let i = 0; i < 3; i++) expect((await bind(ip, invitee, inviter, 'junk')).status).toBe(403)
    }
    expect(await bind('10.0.0.9', invitee, inviter, victim)).toMatchObject({ status: 200, body: { code: 0 } })
  })

  it('refuses on the per-IP limit first, without counting the address', async () => {
    const owner = Wallet.createRandom()
    const invitee = owner.address.toLowerCase()
    const inviter = Wallet.createRandom().address.toLowerCase()
    for (let i = 0; i < 3; i++) await bind('10.0.1.1', `0x${String(i).repeat(40)}`, inviter, 'junk')
    for (let i = 0; i < 5; i++) {
      const refused = await bind('10.0.1.1', invitee, inviter, owner)
      expect(refused).toMatchObject({ status: 429, body: { code: 429 } })
    }
    expect((await bind('10.0.1.2', invitee, inviter, owner)).status).toBe(200)
  })

  it('counts proven requests per address', async () => {
    const owner = Wallet.createRandom()
    const invitee = owner.address.toLowerCase()
    const inviter = Wallet.createRandom().address.toLowerCase()
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await bind(`10.0.2.${i}`, invitee, inviter, owner)).status)
    expect(statuses).toEqual([200, 409, 429, 429])
  })
})
