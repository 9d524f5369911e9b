import { describe, expect, it } from 'vitest'
import { locateJsonError } from '../../../src/domain/deploy/locateJsonError'

describe('locateJsonError', () => {
  it.each<[string, string, number, number, string]>([
    ['a trailing comma', '{\n  "a": 1,\n}', 3, 1, 'a "key" in double quotes'],
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', 3, 3, 'a , or the closing }'],
    ['a key without quotes', '{\n  chainId: 56\n}', 2, 3, 'a "key" in double quotes'],
    ['a value missing', '{"a": }', 1, 7, 'a value'],
    ['the end cut off', '{"a": [1, 2', 1, 12, 'a , or the closing ]'],
    ['an unclosed string', '{"a": "b', 1, 9, 'the closing " of the string'],
    ['text after the value', '{"a": 1} x', 1, 10, 'the end of the file'],
    ['a comment', '{\n  // the chain\n  "a": 1}', 2, 3, 'a "key" in double quotes'],
    ['an empty file', '', 1, 1, 'a value'],
    ['a single-quoted string', "{'a': 1}", 1, 2, 'a "key" in double quotes'],
  ])('finds %s', (_what, text, line, column, expected) => {
    const location = locateJsonError(text)
    expect(() => JSON.parse(text)).toThrow()
    expect(location).toMatchObject({ line, column })
    expect(location?.expected).toContain(expected)
  })

  it.each(['{}', '[]', '{"a": [1, -2.5e3, "x\\n\\u00e9", true, false, null, {"b": {}}]}', ' 12 ', '"s"'])(
    'finds nothing wrong in %s',
    (text) => {
      expect(() => JSON.parse(text)).not.toThrow()
      expect(locateJsonError(text)).toBeUndefined()
    },
  )
})
