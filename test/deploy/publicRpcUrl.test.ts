import { InvalidArgumentError } from 'commander'
import { describe, expect, it } from 'vitest'
import { PublicRpcRequiredError } from '../../src/cli/errors/PublicRpcRequiredError'
import { parsePublicRpcUrl } from '../../src/cli/parsePublicRpcUrl'
import { publicRpcUrlOf } from '../../src/cli/publicRpcUrlOf'
import { rpcUrlCredentials } from '../../src/cli/rpcUrlCredentials'

// the option parsers and the rule of `fomo deploy --public-rpc`; test/deploy/deployCommand.test.ts runs them end to end

describe('rpcUrlCredentials', () => {
  it.each<[string, string | undefined]>([
    ['https://bsc-dataseed.bnbchain.org', undefined],
    ['https://bsc-dataseed.bnbchain.org/', undefined],
    ['http://127.0.0.1:8545', undefined],
    ['wss://bsc.example/ws', undefined],
    ['https://bsc.example/?apikey=abc', 'a query string'],
    ['https://bsc.example/rpc?key', 'a query string'],
    ['https://user:secret@bsc.example/', 'a user name or password'],
    ['https://token@bsc.example/', 'a user name or password'],
    ['https://:secret@bsc.example/', 'a user name or password'],
  ])('%s: %s', (url, credentials) => {
    expect(rpcUrlCredentials(url)).toBe(credentials)
  })
})

describe('publicRpcUrlOf', () => {
  it('records --rpc when it carries no credentials', () => {
    expect(publicRpcUrlOf('https://bsc-dataseed.bnbchain.org/', undefined)).toBe('https://bsc-dataseed.bnbchain.org/')
  })

  it('records --public-rpc when given, whatever --rpc carries', () => {
    expect(publicRpcUrlOf('https://bsc.example/?apikey=abc', 'https://bsc-dataseed.bnbchain.org/')).toBe(
      'https://bsc-dataseed.bnbchain.org/',
    )
    expect(publicRpcUrlOf('wss://bsc.example/ws', 'https://bsc-dataseed.bnbchain.org/')).toBe(
      'https://bsc-dataseed.bnbchain.org/',
    )
  })

  it.each([
    ['https://bsc.example/?apikey=abc', '--rpc carries a query string, where node providers put API keys'],
    ['https://user:secret@bsc.example/', '--rpc carries a user name or password'],
    ['wss://bsc.example/ws', '--rpc is not an http(s) URL'],
  ])('refuses to record %s without --public-rpc, saying why and what to pass', (rpc, why) => {
    expect(() => publicRpcUrlOf(rpc, undefined)).toThrow(PublicRpcRequiredError)
    expect(() => publicRpcUrlOf(rpc, undefined)).toThrow(why)
    expect(() => publicRpcUrlOf(rpc, undefined)).toThrow(
      'pass --public-rpc <url>, a public http(s) URL of the same chain',
    )
  })
})

describe('parsePublicRpcUrl', () => {
  it.each(['https://bsc-dataseed.bnbchain.org/', 'http://127.0.0.1:8545'])('takes %s', (url) => {
    expect(parsePublicRpcUrl(url)).toBe(url)
  })

  it.each([
    ['wss://bsc.example/ws', 'is not an http(s) URL'],
    ['ftp://bsc.example/', 'is not an http(s) URL'],
    ['bsc-dataseed.bnbchain.org', 'is not a URL'],
    ['https://bsc.example/?apikey=abc', 'carries a query string, which the record would publish'],
    ['https://user:secret@bsc.example/', 'carries a user name or password'],
  ])('refuses %s: %s', (url, why) => {
    expect(() => parsePublicRpcUrl(url)).toThrow(InvalidArgumentError)
    expect(() => parsePublicRpcUrl(url)).toThrow(why)
  })
})
