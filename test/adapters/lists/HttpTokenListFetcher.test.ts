import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_NAMES } from '../../../src/adapters/devnet/nameSeedPlan'
import { HttpTokenListFetcher } from '../../../src/adapters/lists/HttpTokenListFetcher'
import { ListDownloadError } from '../../../src/adapters/lists/ListDownloadError'
import { RegistryNameResolver } from '../../../src/adapters/names/RegistryNameResolver'
import { TokenListValidationError } from '../../../src/domain/errors/TokenListValidationError'
import type { TokenList } from '../../../src/domain/lists/TokenList'
import { InMemoryNameResolver } from '../../doubles/InMemoryNameResolver'
import { InMemoryTokenListFetcher } from '../../doubles/InMemoryTokenListFetcher'
import { type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'

const list: TokenList = {
  name: 'FomoSwap devnet',
  timestamp: '2026-11-21T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    { chainId: 128, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 18, name: 'Aura', symbol: 'AURA' },
  ],
}
// tokens.fomo.eth's seeded contenthash (EIP-1577's example) decodes to this CID
const CID = 'QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4'

/** A fetch that serves `routes` (URL → body or HTTP status) and records every URL asked for. */
function fakeFetch(routes: Record<string, unknown>) {
  const asked: string[] = []
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input)
    asked.push(url)
    if (!(url in routes)) throw new TypeError('fetch failed') // as undici says for an unreachable host
    const route = routes[url]
    if (typeof route === 'number') return new Response('nope', { status: route })
    return new Response(typeof route === 'string' ? route : JSON.stringify(route), { status: 200 })
  }) as typeof globalThis.fetch
  return { fetch, asked }
}

const noNames = new InMemoryNameResolver()

describe('HttpTokenListFetcher (fake fetch)', () => {
  it('fetches an https list and returns it validated', async () => {
    const { fetch, asked } = fakeFetch({ 'https://lists.example/fomo.json': list })
    const fetcher = new HttpTokenListFetcher({ names: noNames, nameChainId: 128, fetch })
    expect(await fetcher.fetchList('https://lists.example/fomo.json')).toEqual(list)
    expect(asked).toEqual(['https://lists.example/fomo.json'])
  })

  it('tries https first for an http list elsewhere, and fetches one on the app’s own origin as given', async () => {
    const { fetch, asked } = fakeFetch({ 'http://lists.example/fomo.json': list })
    const fetcher = new HttpTokenListFetcher({ names: noNames, nameChainId: 128, fetch, ownOrigin: 'http://fomo.lan' })
    expect(await fetcher.fetchList('http://lists.example/fomo.json')).toEqual(list)
    expect(asked).toEqual(['https://lists.example/fomo.json', 'http://lists.example/fomo.json'])
    const own = fakeFetch({ 'http://fomo.lan/default-token-list.json': list })
    const ownFetcher = new HttpTokenListFetcher({
      names: noNames,
      nameChainId: 128,
      fetch: own.fetch,
      ownOrigin: 'http://fomo.lan',
    })
    expect(await ownFetcher.fetchList('http://fomo.lan/default-token-list.json')).toEqual(list)
    expect(own.asked).toEqual(['http://fomo.lan/default-token-list.json'])
  })

  it('tries the ipfs gateways in order until one answers', async () => {
    const { fetch, asked } = fakeFetch({
      [`https://ipfs.io/ipfs/${CID}/`]: 504,
      [`https://cloudflare-ipfs.com/ipfs/${CID}/`]: list,
    })
    const failures: string[] = []
    const fetcher = new HttpTokenListFetcher({
      names: noNames,
      nameChainId: 128,
      fetch,
      onCandidateError: (url, problem) => failures.push(`${url}: ${problem}`),
    })
    expect(await fetcher.fetchList(`ipfs://${CID}`)).toEqual(list)
    expect(asked).toEqual([`https://ipfs.io/ipfs/${CID}/`, `https://cloudflare-ipfs.com/ipfs/${CID}/`])
    expect(failures).toEqual([`https://ipfs.io/ipfs/${CID}/: HTTP 504`])
  })

  it("says 'Failed to download list {url}' only after the last candidate failed", async () => {
    const { fetch, asked } = fakeFetch({ 'https://ipfs.io/ipns/lists.fomo/': 'not json' })
    const fetcher = new HttpTokenListFetcher({ names: noNames, nameChainId: 128, fetch })
    const error = await fetcher.fetchList('ipns://lists.fomo').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ListDownloadError)
    expect((error as Error).message).toBe('Failed to download list ipns://lists.fomo')
    expect(asked).toHaveLength(2)
    expect((error as ListDownloadError).details.attempts).toEqual([
      { url: 'https://ipfs.io/ipns/lists.fomo/', problem: 'not JSON' },
      { url: 'https://cloudflare-ipfs.com/ipns/lists.fomo/', problem: 'fetch failed' },
    ])
  })

  it("refuses an unknown protocol with 'Unrecognized list URL protocol.' without fetching", async () => {
    const { fetch, asked } = fakeFetch({})
    const fetcher = new HttpTokenListFetcher({ names: noNames, nameChainId: 128, fetch })
    await expect(fetcher.fetchList('ftp://lists.example/list.json')).rejects.toThrow('Unrecognized list URL protocol.')
    expect(asked).toEqual([])
  })

  it('fails with the validation error for an invalid list, not a download error', async () => {
    const { fetch } = fakeFetch({ 'https://lists.example/bad.json': { ...list, version: { major: 1 } } })
    const fetcher = new HttpTokenListFetcher({ names: noNames, nameChainId: 128, fetch })
    const error = await fetcher.fetchList('https://lists.example/bad.json').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TokenListValidationError)
    expect((error as Error).message).toMatch(/^Token list failed validation: /)
  })

  it('resolves a list name through the name resolver (in-memory double) and its contenthash', async () => {
    const names = new InMemoryNameResolver()
    names.setContenthash(
      'tokens.fomo.eth',
      '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f',
    )
    const { fetch, asked } = fakeFetch({ [`https://ipfs.io/ipfs/${CID}/list.json/`]: list })
    const fetcher = new HttpTokenListFetcher({ names, nameChainId: 128, fetch })
    expect(await fetcher.fetchList('tokens.fomo.eth/list.json')).toEqual(list)
    expect(names.lookups).toEqual(['tokens.fomo.eth'])
    expect(asked).toEqual([`https://ipfs.io/ipfs/${CID}/list.json/`])
    await expect(fetcher.fetchList('nothing.fomo.eth')).rejects.toThrow('Failed to resolve ENS name: nothing.fomo.eth')
  })
})

describe('HttpTokenListFetcher over real HTTP', () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/list.json') {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(list))
      } else {
        response.writeHead(404)
        response.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as { port: number }).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('fetches an http list on a loopback host as given, with no https attempt to fail first', async () => {
    const failures: string[] = []
    const fetcher = new HttpTokenListFetcher({
      names: noNames,
      nameChainId: 128,
      onCandidateError: (url) => failures.push(url),
    })
    expect(await fetcher.fetchList(`http://127.0.0.1:${port}/list.json`)).toEqual(list)
    expect(failures).toEqual([])
    await expect(fetcher.fetchList(`http://127.0.0.1:${port}/missing.json`)).rejects.toThrow(
      `Failed to download list http://127.0.0.1:${port}/missing.json`,
    )
  })
})

describe('HttpTokenListFetcher with the devnet name service', () => {
  let devnet: ForkedDevnet
  beforeAll(async () => {
    devnet = await forkDevnet()
  })
  afterAll(() => devnet?.stop())

  it('downloads the list named tokens.fomo.eth from the contenthash on chain', async () => {
    const { record, provider } = devnet.chain(56)
    const names = new RegistryNameResolver([{ chainId: 56, registry: record.contracts.nameRegistry, provider }])
    const { fetch, asked } = fakeFetch({ [`https://cloudflare-ipfs.com/ipfs/${CID}/`]: list })
    const fetcher = new HttpTokenListFetcher({ names, nameChainId: 56, fetch })
    expect(await fetcher.fetchList(DEVNET_NAMES.tokenList)).toEqual(list)
    expect(asked).toEqual([`https://ipfs.io/ipfs/${CID}/`, `https://cloudflare-ipfs.com/ipfs/${CID}/`])
  })

  it("says 'Failed to resolve ENS name' for a name without a contenthash", async () => {
    const { record, provider } = devnet.chain(56)
    const names = new RegistryNameResolver([{ chainId: 56, registry: record.contracts.nameRegistry, provider }])
    const fetcher = new HttpTokenListFetcher({ names, nameChainId: 56, fetch: fakeFetch({}).fetch })
    await expect(fetcher.fetchList(DEVNET_NAMES.alice)).rejects.toThrow(
      `Failed to resolve ENS name: ${DEVNET_NAMES.alice}`,
    )
  })
})

describe('InMemoryTokenListFetcher (the double)', () => {
  it('serves published lists as copies and fails like the real fetcher otherwise', async () => {
    const fetcher = new InMemoryTokenListFetcher()
    fetcher.publish('tokens.fomo.eth', list)
    const fetched = await fetcher.fetchList('tokens.fomo.eth')
    expect(fetched).toEqual(list)
    expect(fetched).not.toBe(list)
    await expect(fetcher.fetchList('https://nowhere.example')).rejects.toThrow(
      'Failed to download list https://nowhere.example',
    )
    expect(fetcher.requested).toEqual(['tokens.fomo.eth', 'https://nowhere.example'])
  })
})
