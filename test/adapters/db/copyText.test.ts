import { describe, expect, it } from 'vitest'
import { copyText } from '../../../src/adapters/db/copyText'

describe('copyText', () => {
  it.each([
    { rows: [], text: '' },
    { rows: [[1, 'swap', null, undefined]], text: '1\tswap\t\\N\t\\N\n' },
    { rows: [[2n ** 256n - 1n], [0x10]], text: `${2n ** 256n - 1n}\n16\n` },
    { rows: [['a\\b', 'tab\there', 'two\nlines\r']], text: 'a\\\\b\ttab\\there\ttwo\\nlines\\r\n' },
  ])('writes $rows as COPY text', ({ rows, text }) => {
    expect(copyText(rows)).toBe(text)
  })
})
