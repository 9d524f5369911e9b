import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AmountField } from '../../../src/ui/components/AmountField'
import { StoresContext } from '../../../src/ui/components/StoresContext'
import type { AppStores } from '../../../src/ui/stores/AppStores'

/** The amount box of an empty field, rendered to HTML. */
function emptyAmountBox(): string {
  const field = createElement(AmountField, {
    id: 'input',
    className: 'currency-panel',
    label: 'From',
    balanceText: undefined,
    value: '',
    maxText: undefined,
    symbol: 'HT',
    onType: () => {},
  })
  const html = renderToStaticMarkup(createElement(StoresContext.Provider, { value: {} as AppStores }, field))
  const box = html.match(/<input[^>]*data-testid="amount-input"[^>]*>/)?.[0]
  if (!box) throw new Error(`no amount box in ${html}`)
  return box
}

describe('AmountField', () => {
  it('shows the placeholder 0.0 while empty (spec section 5)', () => {
    expect(emptyAmountBox()).toContain('placeholder="0.0"')
  })

  it('takes at most 79 characters (spec section 9)', () => {
    expect(emptyAmountBox()).toContain('maxLength="79"')
  })
})
