import { describe, expect, it } from 'vitest'
import { FormatjsTranslator } from '../../../src/adapters/browser/FormatjsTranslator'

describe('FormatjsTranslator', () => {
  it('formats ICU messages with their values and returns plain ones and unknown ids as they are', () => {
    const reported: string[] = []
    const translator = new FormatjsTranslator(
      'en',
      { plain: 'Swap', count: '{n, plural, one {# pool} other {# pools}}', greet: 'Hello {name}' },
      (text) => reported.push(text),
    )
    expect(translator.format('plain')).toBe('Swap')
    expect(translator.format('count', { n: 1 })).toBe('1 pool')
    expect(translator.format('count', { n: 3 })).toBe('3 pools')
    expect(translator.format('greet', { name: 'Ada' })).toBe('Hello Ada')
    expect(translator.format('nowhere')).toBe('nowhere')
    expect(reported).toEqual([])
  })

  it('reports a message that fails to format and returns its string, never throwing into a screen', () => {
    const reported: string[] = []
    const translator = new FormatjsTranslator('en', { greet: 'Hello {name}' }, (text) => reported.push(text))
    expect(translator.format('greet')).toBe('Hello {name}')
    expect(reported).toHaveLength(1)
    expect(reported[0]).toContain('Error formatting message: "greet" for locale "en"')
  })

  it('reports a locale the runtime has no number data for', () => {
    const reported: string[] = []
    new FormatjsTranslator('xx-unknown', {}, (text) => reported.push(text))
    expect(reported).toEqual([
      `Missing locale data for locale: "xx-unknown" in Intl.NumberFormat: numbers format in the runtime's default`,
    ])
  })
})
