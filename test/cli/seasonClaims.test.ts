import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FomoLPMining__factory,
  FomoPair__factory,
  FomoSeasons__factory,
  FomoTitleNFT__factory,
} from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { inviteMessage } from '../../src/domain/invite/inviteMessage'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
const deployer = devAccounts()[0]!
beforeAll(async () => {
  harness = await startHarness({ server: { mode: 'listening', chains: [128] } })
  // the deployer pledges its AURA/USDT LP, so that it earns the adventurer's title; then season 1 ends
  const chain = harness.chain(128)
  const signer = new Wallet(deployer.privateKey, chain.provider)
  const aura = chain.record.tokens.find((t) => t.symbol === 'AURA')!.address
  const usdt = chain.record.tokens.find((t) => t.symbol === 'USDT')!.address
  const pair = chain.record.pairs.find((p) => [p.token0, p.token1].sort().join() === [aura, usdt].sort().join())!
  const lp = FomoPair__factory.connect(pair.address, signer)
  const mining = FomoLPMining__factory.connect(chain.record.contracts.lpMining!, signer)
  const amount = await lp.balanceOf(deployer.address)
  await (await lp.approve(await mining.getAddress(), amount)).wait()
  await (await mining.deposit(pair.address, amount, 0)).wait()
  const [end] = await FomoSeasons__factory.connect(chain.record.contracts.seasons!, chain.provider).season(1)
  const now = (await chain.provider.getBlock('latest'))!.timestamp
  await chain.provider.send('evm_increaseTime', [Number(end) - now + 60])
  await chain.provider.send('evm_mine', [])
  // each read bounded, so a stuck server fails here with a message rather than as the hook's timeout
  for (const end = Date.now() + 150_000; ; ) {
    const response = await fetch(`${harness.url}/api/get-season-settlement/1?chainId=128`, {
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => ({ json: async () => ({ code: -1, msg: String(error) }) }))
    const body = (await response.json()) as { code: number; msg?: string }
    if (body.code === 0) break
    if (Date.now() > end) throw new Error(`season 1 was not settled: ${body.msg}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}, 240_000)
afterAll(() => harness?.close())

const fomo = async (...args: string[]) => {
  const run = await harness.run(['--json', '--chain', '128', ...args, '--api', harness.url])
  // a failed verify prints one JSON document: its checks and the error
  return { ...run, body: run.code === 0 && run.stdout ? JSON.parse(run.stdout) : undefined }
}

describe('fomo season claim | verify', () => {
  it('claims the earned title with the server’s voucher, and says so when there is nothing to claim', async () => {
    const none = await fomo('season', 'claim', '2', '--account', '5')
    expect(none.code).toBe(1)
    expect(none.stdout + none.stderr).toContain('No explorer title to claim')

    const claimed = await fomo('season', 'claim', '1', '--account', '0')
    expect(claimed.code, claimed.stderr).toBe(0)
    expect(claimed.body).toMatchObject({ season: 1, tier: 1, title: 'adventurer', hash: expect.stringMatching(/^0x/) })
    const nft = FomoTitleNFT__factory.connect(
      harness.chain(128).record.contracts.titleNft!,
      harness.chain(128).provider,
    )
    expect(await nft.hasTitle(deployer.address, 1, 1)).toBe(true)
    expect((await fomo('season', 'claim', 'x', '--account', '0')).code).not.toBe(0)
  })

  it('checks each binding’s invitee signature: one forged binding fails verify, named', async () => {
    // a binding nobody signed: a fresh address "invited" by the deployer, signed by the deployer's key instead
    const invitee = Wallet.createRandom().address.toLowerCase()
    const terms = { invitee, inviter: deployer.address.toLowerCase(), chainId: 128, expiresAt: 2_000_000_000 }
    const forgery = await new Wallet(deployer.privateKey).signMessage(inviteMessage(terms))
    await harness.server!.database.query(
      `insert into invitations (invitee, inviter, signature, chain_id, expires_at, created_at)
       values ($1, $2, $3, 128, $4, to_timestamp(1))`,
      [invitee, terms.inviter, forgery, terms.expiresAt],
    )
    try {
      const forged = await fomo('season', 'verify')
      expect(forged.code).toBe(1)
      const documents = forged.stdout.split(/\n(?=\{)/).map((document) => JSON.parse(document))
      expect(documents).toHaveLength(1) // one document, the checks with the error beside them
      expect(documents[0].checks[0].differences).toEqual([
        `binding of ${invitee} to ${terms.inviter}: not signed by ${invitee}`,
      ])
      expect(documents[0]).toMatchObject({ match: false, error: { name: 'SettlementMismatchError' } })
    } finally {
      await harness.server!.database.query('delete from invitations where invitee = $1', [invitee])
    }
    expect((await fomo('season', 'verify')).code).toBe(0)
  })

  it('recomputes the settled season from the chain, and exits 1 when the server’s differs', async () => {
    const verified = await fomo('season', 'verify')
    expect(verified.code, verified.stderr).toBe(0)
    expect(verified.body.checks).toHaveLength(1)
    expect(verified.body.checks[0]).toMatchObject({ season: 1, differences: [] })
    expect(verified.body.checks[0].credits).toBeGreaterThan(0)
    expect(verified.body.checks[0].bindings).toBe(4) // the seeded tree, each binding checked against its signature

    // a tampered ledger: one wei more for the deployer
    await harness.server!.database.query(
      `update reward_credits set amount = amount + 1 where account = $1 and key = 'season:1:fund'`,
      [deployer.address.toLowerCase()],
    )
    const tampered = await fomo('season', 'verify')
    expect(tampered.code).toBe(1)
    expect(tampered.stdout + tampered.stderr).toContain('SettlementMismatchError')
  })
})
