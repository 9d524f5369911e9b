import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type Harness, startHarness } from '../support/startHarness'

const CHAINS = [128, 56] as const
const DEPTH = 2
let harness: Harness
beforeAll(async () => {
  harness = await startHarness({
    // a voucher's ledger and the screens' ledger both in play
    server: { mode: 'listening', chains: CHAINS, config: { finalityDepth: { 128: DEPTH, 56: DEPTH } } },
  })
})
afterAll(() => harness?.close())

const fomo = async (chainId: number, ...args: string[]) => {
  const run = await harness.run(['--json', '--chain', `${chainId}`, ...args])
  return { ...run, documents: documentsOf(run.stdout) }
}

/** The JSON documents a command printed (a script expects exactly one). */
function documentsOf(stdout: string): unknown[] {
  const documents: unknown[] = []
  for (const part of stdout.split(/\n(?=\{)/)) if (part.trim()) documents.push(JSON.parse(part))
  return documents
}

const api = async (path: string) => (await (await fetch(`${harness.url}/api/${path}`)).json()).data

const mine = (chainId: number, blocks: number) => harness.chain(chainId).provider.send('anvil_mine', [blocks])

describe('fomo mining verify (issue 26: a ledger that reads the same however often it is read)', () => {
  it('matches the server to the wei for every account with a position, on both chains, after many reads and a week', async () => {
    const accounts = devAccounts().map((account) => account.address.toLowerCase())
    // the server reads its ledgers at every indexed head and on every request: read much, at many heads
    for (let round = 0; round < 12; round++) {
      for (const chainId of CHAINS) await mine(chainId, 1)
      await harness.waitUntilIndexed()
      for (const chainId of CHAINS) {
        const aura = harness.chain(chainId).record.tokens.find((token) => token.symbol === 'AURA')!.address
        for (const account of accounts) {
          await api(`get-addr-lp/${account}?switchPersonal=yes&chainId=${chainId}`) // the screens' ledger
          await api(`get-lp-reward-amount/${account}?token=${aura}&chainId=${chainId}`) // the vouchers' ledger
        }
      }
    }
    expect((await fomo(128, 'devnet', '--advance', '7d')).code).toBe(0)
    for (const chainId of CHAINS) await mine(chainId, DEPTH + 1)
    await harness.waitUntilIndexed()

    let verified = 0
    for (const chainId of CHAINS) {
      for (const account of accounts) {
        const { list } = await api(`get-addr-lp/${account}?switchPersonal=yes&chainId=${chainId}`)
        if (list.length === 0) continue
        await api(`get-lp-reward-amount/${account}?token=${list[0].reward_token}&chainId=${chainId}`)
        const run = await fomo(chainId, 'mining', 'verify', '--address', account, '--api', harness.url)
        expect(run.documents, `${account} on chain ${chainId}: ${run.stdout}${run.stderr}`).toHaveLength(1)
        const [document] = run.documents as { match: boolean; checks: { match: boolean; server: string }[] }[]
        const mismatches = document!.checks.filter((check) => !check.match)
        expect(mismatches, `${account} on chain ${chainId}`).toEqual([])
        expect([run.code, document!.match], `${account} on chain ${chainId}`).toEqual([0, true])
        verified++
      }
    }
    expect(verified).toBeGreaterThanOrEqual(6) // the seeded pledges: accounts on both chains
  }, 180_000) // 480 API reads at 12 heads, then a fomo run per account with a position: 60 s was not enough at load 8

  it('prints one JSON document with the difference and exits 1 when the server is wrong', async () => {
    const head = await harness.chain(128).provider.getBlockNumber()
    const wrong = await answering((path) =>
      path.startsWith('/api/get-lp-reward-amount/')
        ? {
            total_reward: '1',
            earned: '1',
            mining_earned: '1',
            credited: '0',
            paid: '0',
            pending_reward: '0',
            block: head,
            time: 0,
          }
        : undefined,
    )
    try {
      const account = devAccounts()[1]!.address
      const run = await fomo(128, 'mining', 'verify', '--address', account, '--api', wrong.url)
      expect(run.code).toBe(1)
      expect(run.documents).toHaveLength(1)
      expect(run.documents[0]).toMatchObject({
        match: false,
        checks: [{ symbol: 'AURA', server: '1', match: false }],
        error: { name: 'EarningsMismatchError' },
      })
    } finally {
      await new Promise((resolve) => wrong.server.close(resolve))
    }
  })
})

/** A stand-in API server answering `data` for the paths `answer` knows, 404 for the rest. */
async function answering(answer: (path: string) => unknown): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const data = answer(request.url ?? '')
    response.writeHead(data === undefined ? 404 : 200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(data === undefined ? { code: 404, msg: 'not here' } : { code: 0, msg: 'ok', data }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
