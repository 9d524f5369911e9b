import { describe, expect, it } from 'vitest'
import { formatSymbol } from '../../../src/domain/format/formatSymbol'

describe('formatSymbol', () => {
  it.each([
    ['USDT', 'USDT'],
    ['ABCDEFGHIJKLMNOPQRST', 'ABCDEFGHIJKLMNOPQRST'],
    ['ABCDEFGHIJKLMNOPQRSTU', 'ABCD...QRSTU'],
    ['SUPERLONGTOKENSYMBOL2021', 'SUPE...L2021'],
    ['🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🌕', '🚀🚀🚀🚀...🚀🚀🚀🚀🌕'],
  ])('%s shows as %s', (symbol, text) => {
    expect(formatSymbol(symbol)).toBe(text)
  })
})
