import { describe, expect, it } from 'vitest'
import { addSavedToken } from '../../../src/domain/settings/addSavedToken'
import { defaultUserSettings } from '../../../src/domain/settings/defaultUserSettings'

const token = {
  chainId: 256,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
  symbol: 'NEW',
  name: 'New Token',
}

describe('addSavedToken', () => {
  it('saves a token under its chain by address and stamps the time', () => {
    const settings = addSavedToken(defaultUserSettings(1), token, 2)
    expect(settings.tokens).toEqual({ 256: { [token.address]: token } })
    expect(settings.timestamp).toBe(2)
  })

  it('keeps other chains and tokens and replaces the same address', () => {
    const other = { ...token, chainId: 128 }
    const renamed = { ...token, name: 'Renamed' }
    const settings = addSavedToken(addSavedToken(addSavedToken(defaultUserSettings(1), token, 2), other, 3), renamed, 4)
    expect(settings.tokens).toEqual({ 256: { [token.address]: renamed }, 128: { [token.address]: other } })
  })

  it('leaves the given settings untouched', () => {
    const before = defaultUserSettings(1)
    addSavedToken(before, token, 2)
    expect(before.tokens).toEqual({})
  })
})
