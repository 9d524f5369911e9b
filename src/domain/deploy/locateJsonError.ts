/** Where a text stops being JSON: 1-based line and column, and what was expected there. */
export interface JsonErrorLocation {
  line: number
  column: number
  expected: string
}

/**
 * Finds the first place `text` is not JSON (RFC 8259), which JSON.parse's message does not always say (Node 20 often
 * names neither line nor column): undefined when `text` is JSON.
 *
 * @example locateJsonError('{\n  "a": 1,\n}') // { line: 3, column: 1, expected: 'a "key" in double quotes' }
 */
export function locateJsonError(text: string): JsonErrorLocation | undefined {
  let at = 0
  const fail = (expected: string): never => {
    throw new JsonStop(at, expected)
  }
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++
  }
  const word = (literal: string) => {
    if (text.startsWith(literal, at)) at += literal.length
    else fail('a value (an object, list, string, number, true, false or null)')
  }
  const string = () => {
    at++ // the opening quote
    while (at < text.length && text[at] !== '"') {
      if (text[at] === '\\') {
        at++
        if (text[at] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) fail('four hex digits after \\u')
          at += 4
        } else if (!'"\\/bfnrt'.includes(text[at] ?? '')) fail('an escape such as \\" or \\n')
      } else if (text.charCodeAt(at) < 0x20) fail('the closing " of the string on the same line')
      at++
    }
    if (at >= text.length) fail('the closing " of the string')
    at++
  }
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at))
    if (!match) fail('a number such as 12 or 1.5')
    at += match![0].length
  }
  const value = (): void => {
    space()
    const next = text[at]
    if (next === '{') object()
    else if (next === '[') list()
    else if (next === '"') string()
    else if (next === '-' || (next !== undefined && next >= '0' && next <= '9')) number()
    else if (next === 't') word('true')
    else if (next === 'f') word('false')
    else if (next === 'n') word('null')
    else fail('a value (an object, list, string, number, true, false or null)')
  }
  const object = () => {
    at++
    space()
    if (text[at] === '}') {
      at++
      return
    }
    for (;;) {
      space()
      if (text[at] !== '"') fail('a "key" in double quotes')
      string()
      space()
      if (text[at] !== ':') fail('a : after the key')
      at++
      value()
      space()
      if (text[at] === ',') {
        at++
        continue
      }
      if (text[at] === '}') {
        at++
        return
      }
      fail('a , or the closing }')
    }
  }
  const list = () => {
    at++
    space()
    if (text[at] === ']') {
      at++
      return
    }
    for (;;) {
      value()
      space()
      if (text[at] === ',') {
        at++
        continue
      }
      if (text[at] === ']') {
        at++
        return
      }
      fail('a , or the closing ]')
    }
  }
  try {
    value()
    space()
    if (at < text.length) fail('the end of the file after the JSON value')
    return undefined
  } catch (error) {
    if (!(error instanceof JsonStop)) throw error
    const before = text.slice(0, error.offset).split('\n')
    return { line: before.length, column: before.at(-1)!.length + 1, expected: error.expected }
  }
}

class JsonStop extends Error {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {
    super(expected)
  }
}
