import { describe, expect, it } from 'vitest'
import { editCustomSlippage, startCustomSlippage } from '../../../src/domain/settings/editCustomSlippage'

/** Types each text in turn into a field opened over `saved`, returning what each edit saves. */
function type(saved: number, texts: string[]): (number | undefined)[] {
  let field = startCustomSlippage(saved)
  return texts.map((text) => {
    const edit = editCustomSlippage(field, text)
    field = edit
    return edit.save
  })
}

describe('editCustomSlippage', () => {
  it('saves each usable percentage as it is typed', () => {
    expect(type(50, ['1', '1.', '1.5'])).toEqual([100, 100, 150])
  })

  it('backspacing 0.5 away never saves 0 %: the emptied field returns to the last valid value', () => {
    expect(type(100, ['0', '0.', '0.5', '0.', '0', ''])).toEqual([undefined, undefined, 50, undefined, undefined, 50])
  })

  it('an emptied field without a valid value typed returns to the saved tolerance, or the default over a saved 0', () => {
    expect(type(300, ['0', ''])).toEqual([undefined, 300])
    expect(type(0, ['abc', ''])).toEqual([undefined, 50])
  })

  it.each([
    ['0', true],
    ['0.00', true],
    ['abc', true],
    ['50', true],
    ['', false],
    ['0.01', false],
    ['49.99', false],
  ])('%j is refused: %s', (text, invalid) => {
    expect(editCustomSlippage(startCustomSlippage(50), text).invalid).toBe(invalid)
  })
})
