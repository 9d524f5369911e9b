import { describe, expect, it } from 'vitest'
import { ContenthashTranslationError } from '../../../src/domain/errors/ContenthashTranslationError'
import { UnrecognisedCodecError } from '../../../src/domain/errors/UnrecognisedCodecError'
import { UnrecognizedListUrlProtocolError } from '../../../src/domain/errors/UnrecognizedListUrlProtocolError'
import { listUrlCandidates } from '../../../src/domain/lists/listUrlCandidates'
import { nameListUrls } from '../../../src/domain/lists/nameListUrls'
import { resolveListUrl } from '../../../src/domain/lists/resolveListUrl'

const CID = 'QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4'
const CONTENTHASH = '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f'

describe('listUrlCandidates', () => {
  it.each([
    ['https://fomo.example/list.json', ['https://fomo.example/list.json']],
    ['http://fomo.example/list.json', ['https://fomo.example/list.json', 'http://fomo.example/list.json']],
    [`ipfs://${CID}`, [`https://ipfs.io/ipfs/${CID}/`, `https://cloudflare-ipfs.com/ipfs/${CID}/`]],
    [
      `IPFS:${CID}/list.json`,
      [`https://ipfs.io/ipfs/${CID}/list.json/`, `https://cloudflare-ipfs.com/ipfs/${CID}/list.json/`],
    ],
    [
      'ipns://app.uniswap.org',
      ['https://ipfs.io/ipns/app.uniswap.org/', 'https://cloudflare-ipfs.com/ipns/app.uniswap.org/'],
    ],
    // no https on a loopback host: the devnet's own list is fetched as given (no failed TLS attempt)
    ['http://127.0.0.1:8787/default-token-list.json', ['http://127.0.0.1:8787/default-token-list.json']],
    ['http://localhost:8787/list.json', ['http://localhost:8787/list.json']],
    ['http://[::1]:8787/list.json', ['http://[::1]:8787/list.json']],
    [
      'http://127.0.0.1.example/list.json',
      ['https://127.0.0.1.example/list.json', 'http://127.0.0.1.example/list.json'],
    ],
    ['ftp://fomo.example/list.json', []],
    ['fomo.example/list.json', []],
    ['', []],
  ])('%s → %j', (uri, urls) => {
    expect(listUrlCandidates(uri)).toEqual(urls)
  })

  it('fetches a list on the app’s own plain-HTTP origin as given, and upgrades other hosts first', () => {
    const own = 'http://fomo.lan:8787'
    expect(listUrlCandidates('http://fomo.lan:8787/default-token-list.json', own)).toEqual([
      'http://fomo.lan:8787/default-token-list.json',
    ])
    expect(listUrlCandidates('http://other.lan/list.json', own)).toEqual([
      'https://other.lan/list.json',
      'http://other.lan/list.json',
    ])
    expect(resolveListUrl('http://fomo.lan:8787/l.json', own)).toEqual({
      kind: 'urls',
      urls: ['http://fomo.lan:8787/l.json'],
    })
  })
})

describe('resolveListUrl', () => {
  it.each([
    ['tokens.fomo.eth', { kind: 'name', name: 'tokens.fomo.eth', path: '' }],
    ['Tokens.Fomo.eth', { kind: 'name', name: 'tokens.fomo.eth', path: '' }],
    ['tokens.fomo.eth/v2/list.json', { kind: 'name', name: 'tokens.fomo.eth', path: '/v2/list.json' }],
    ['https://fomo.example/list.json', { kind: 'urls', urls: ['https://fomo.example/list.json'] }],
    [
      `ipfs://${CID}`,
      { kind: 'urls', urls: [`https://ipfs.io/ipfs/${CID}/`, `https://cloudflare-ipfs.com/ipfs/${CID}/`] },
    ],
  ])('%s → %j', (listUrl, resolution) => {
    expect(resolveListUrl(listUrl)).toEqual(resolution)
  })

  it.each(['ftp://fomo.example/list.json', 'tokens.fomo.com', 'eth', 'just words'])('refuses %j', (listUrl) => {
    expect(() => resolveListUrl(listUrl)).toThrow(UnrecognizedListUrlProtocolError)
    expect(() => resolveListUrl(listUrl)).toThrow('Unrecognized list URL protocol.')
  })
})

describe('nameListUrls', () => {
  it('fetches a name’s contenthash through the gateways, with the name’s path', () => {
    expect(nameListUrls(CONTENTHASH, '/list.json')).toEqual([
      `https://ipfs.io/ipfs/${CID}/list.json/`,
      `https://cloudflare-ipfs.com/ipfs/${CID}/list.json/`,
    ])
  })

  it('reports any contenthash it cannot translate, an unknown codec as the cause', () => {
    const swarm = '0xe40101fa011b20d1de9994b4d039f6548d191eb26786769f580809256b4685ef316805265ea162'
    expect(() => nameListUrls(swarm, '')).toThrow(`Failed to translate contenthash to URI: ${swarm}`)
    try {
      nameListUrls(swarm, '')
    } catch (error) {
      expect(error).toBeInstanceOf(ContenthashTranslationError)
      expect((error as Error).cause).toBeInstanceOf(UnrecognisedCodecError)
    }
    expect(() => nameListUrls('0x', '')).toThrow('Failed to translate contenthash to URI: 0x')
  })
})

describe('listUrlCandidates: which http hosts serve no https', () => {
  it.each([
    ['http://127.0.0.1:8787/list.json', undefined, ['http://127.0.0.1:8787/list.json']],
    ['http://LOCALHOST/list.json', undefined, ['http://LOCALHOST/list.json']],
    ['http://[::1]:9/l', undefined, ['http://[::1]:9/l']],
    ['http://app.test:5173/l', 'http://app.test:5173', ['http://app.test:5173/l']],
    ['http://app.test:80/l', 'http://app.test', ['http://app.test:80/l']],
    ['http://app.test:5174/l', 'http://app.test:5173', ['https://app.test:5174/l', 'http://app.test:5174/l']],
    ['http://127.0.0.1.evil.com/l', undefined, ['https://127.0.0.1.evil.com/l', 'http://127.0.0.1.evil.com/l']],
    ['http://user@127.0.0.1/l', undefined, ['http://user@127.0.0.1/l']],
  ])('%s (own origin %s)', (uri, ownOrigin, expected) => {
    expect(listUrlCandidates(uri, ownOrigin)).toEqual(expected)
  })
})
