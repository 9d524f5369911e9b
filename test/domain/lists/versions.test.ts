import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { UnexpectedNoVersionBumpError } from '../../../src/domain/errors/UnexpectedNoVersionBumpError'
import { decideListUpdate } from '../../../src/domain/lists/decideListUpdate'
import { diffTokenLists } from '../../../src/domain/lists/diffTokenLists'
import { getVersionUpgrade } from '../../../src/domain/lists/getVersionUpgrade'
import { minVersionBump } from '../../../src/domain/lists/minVersionBump'
import type { Version } from '../../../src/domain/lists/TokenList'
import { VersionUpgrade } from '../../../src/domain/lists/VersionUpgrade'
import { husdInfo, listAt, usdtInfo, whtInfo } from './tokenLists'

const v = (major: number, minor: number, patch: number) => ({ major, minor, patch })
const { NONE, PATCH, MINOR, MAJOR } = VersionUpgrade

describe('getVersionUpgrade', () => {
  it.each([
    [v(1, 0, 0), v(1, 0, 0), NONE],
    [v(1, 0, 0), v(1, 0, 1), PATCH],
    [v(1, 0, 9), v(1, 1, 0), MINOR],
    [v(1, 9, 9), v(2, 0, 0), MAJOR],
    [v(1, 2, 0), v(1, 10, 0), MINOR],
    [v(2, 0, 0), v(1, 9, 9), NONE],
    [v(1, 1, 0), v(1, 0, 5), NONE],
    [v(1, 1, 5), v(1, 1, 4), NONE],
  ])('%j → %j: upgrade %i', (base, update, upgrade) => {
    expect(getVersionUpgrade(base, update)).toBe(upgrade)
  })

  it('is an upgrade exactly when the update sorts after the base by major, minor, patch', () => {
    const version = fc.record({ major: fc.nat(3), minor: fc.nat(3), patch: fc.nat(3) })
    const sortsAfter = (a: Version, b: Version) => (b.major - a.major || b.minor - a.minor || b.patch - a.patch) > 0
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(getVersionUpgrade(a, b) !== NONE).toBe(sortsAfter(a, b))
      }),
    )
  })
})

describe('diffTokenLists and minVersionBump', () => {
  it('finds added, removed and changed tokens', () => {
    const renamed = { ...whtInfo, name: 'Wrapped Huobi Token' }
    const untagged = { ...usdtInfo, tags: undefined, logoURI: undefined }
    const { tags: _tags, logoURI: _logo, ...withoutOptional } = usdtInfo
    expect(diffTokenLists([usdtInfo, whtInfo], [renamed, husdInfo])).toEqual({
      added: [husdInfo],
      removed: [usdtInfo],
      changed: { 128: { [whtInfo.address]: ['name'] } },
    })
    expect(diffTokenLists([usdtInfo], [withoutOptional]).changed).toEqual({
      128: { [usdtInfo.address]: ['logoURI', 'tags'] },
    })
    expect(diffTokenLists([usdtInfo], [untagged]).changed).toEqual({ 128: { [usdtInfo.address]: ['logoURI', 'tags'] } })
    expect(diffTokenLists([usdtInfo], [{ ...usdtInfo, tags: ['stablecoin', 'usd'] }]).changed).toEqual({
      128: { [usdtInfo.address]: ['tags'] },
    })
    expect(diffTokenLists([usdtInfo], [{ ...usdtInfo, extensions: { a: { b: 1 } } }]).changed).toEqual({
      128: { [usdtInfo.address]: ['extensions'] },
    })
  })

  it('matches addresses in any case and ignores order', () => {
    const lower = { ...usdtInfo, address: usdtInfo.address.toLowerCase() }
    expect(diffTokenLists([usdtInfo, whtInfo], [whtInfo, lower])).toEqual({ added: [], removed: [], changed: {} })
    expect(diffTokenLists([usdtInfo], [{ ...usdtInfo, chainId: 56 }]).removed).toEqual([usdtInfo])
  })

  it.each([
    [[usdtInfo, whtInfo], [usdtInfo, whtInfo], NONE],
    [[usdtInfo, whtInfo], [whtInfo, { ...usdtInfo, symbol: 'USDT2' }], PATCH],
    [[usdtInfo], [usdtInfo, whtInfo], MINOR],
    [[usdtInfo], [{ ...usdtInfo, decimals: 6 }, whtInfo], MINOR],
    [[usdtInfo, whtInfo], [usdtInfo], MAJOR],
    [[usdtInfo, whtInfo], [usdtInfo, husdInfo], MAJOR],
  ])('case %# needs bump %i', (base, update, bump) => {
    expect(minVersionBump(base, update)).toBe(bump)
  })
})

describe('decideListUpdate', () => {
  const url = 'https://fomo.example/default-token-list.json'
  const current = listAt(1, 1, 1, [usdtInfo, whtInfo])

  it.each([
    [listAt(1, 1, 2, [usdtInfo, { ...whtInfo, name: 'WHT' }]), 'autoAccept'],
    [listAt(1, 2, 0, [usdtInfo, { ...whtInfo, name: 'WHT' }]), 'autoAccept'],
    [listAt(1, 2, 0, [usdtInfo, whtInfo, husdInfo]), 'autoAccept'],
    [listAt(1, 1, 2, [usdtInfo, whtInfo, husdInfo]), 'refuse'],
    [listAt(1, 2, 0, [usdtInfo]), 'refuse'],
    [listAt(1, 1, 2, [usdtInfo, whtInfo]), 'autoAccept'],
    [listAt(2, 0, 0, [usdtInfo, whtInfo]), 'askUser'],
    [listAt(2, 0, 0, [husdInfo]), 'askUser'],
  ])('case %# → %s', (pending, decision) => {
    expect(decideListUpdate(url, current, pending)).toBe(decision)
  })

  it.each([listAt(1, 1, 1), listAt(1, 0, 9)])('refuses an update that is no newer: case %#', (pending) => {
    expect(() => decideListUpdate(url, current, pending)).toThrow(UnexpectedNoVersionBumpError)
    expect(() => decideListUpdate(url, current, pending)).toThrow('unexpected no version bump')
  })
})
