import { describe, expect, it } from 'vitest'
import { FormatjsTranslator } from '../../../../src/adapters/browser/FormatjsTranslator'
import { bridgeRetryText } from '../../../../src/ui/features/bridge/bridgeRetryText'
import type { MessageId } from '../../../../src/ui/locales/en'
import { loadAreaMessages } from '../../../../src/ui/locales/loadAreaMessages'
import { loadMessages } from '../../../../src/ui/locales/loadMessages'
import { SUPPORTED_LOCALES } from '../../../../src/ui/locales/supportedLocales'
import { statusOf } from '../../../domain/bridge/bridgeFixtures'

// Issue 29, item 5: while the relayer cannot pay gas (or a cap holds the payout), the transfer's status tells the
// sender that delivery waits on the bridge operator, not on them, in every locale; nothing once it is delivered.

const code = `0x${'01'.repeat(32)}`
const GAS = 'insufficient funds for gas * price + value'
const failing = statusOf(code, 'relaying', { attempts: 5, lastError: GAS, waitingOn: 'operator' })

async function translatorFor(locale: (typeof SUPPORTED_LOCALES)[number]['locale']) {
  const translator = new FormatjsTranslator(
    locale,
    { ...(await loadMessages(locale)), ...(await loadAreaMessages(locale)) },
    (problem) => {
      throw new Error(problem)
    },
  )
  return (id: MessageId, values?: Readonly<Record<string, string | number>>) => translator.format(id, values)
}

describe('bridgeRetryText', () => {
  it('says in English that delivery waits on the operator, not on the sender, with the attempt and its error', async () => {
    expect(bridgeRetryText(failing, await translatorFor('en'))).toBe(
      `Delivery waits on the bridge operator, not on you: attempt 5 failed (${GAS}); it is retried by itself`,
    )
  })

  it('says so in every locale, each in its own words, with the attempt and the error', async () => {
    const retrying = new Set<string>()
    for (const { locale } of SUPPORTED_LOCALES) {
      const t = await translatorFor(locale)
      const text = bridgeRetryText(failing, t)!
      expect(text, locale).toContain('5')
      expect(text, locale).toContain(GAS)
      expect(text, locale).not.toBe(bridgeRetryText({ ...failing, waitingOn: null }, t))
      retrying.add(text)
    }
    expect(retrying.size).toBe(SUPPORTED_LOCALES.length)
  })

  it('shows nothing before a failure or once delivered, and a plain retry when the server does not say', async () => {
    const t = await translatorFor('en')
    expect(bridgeRetryText(undefined, t)).toBeUndefined()
    expect(bridgeRetryText(statusOf(code, 'relaying'), t)).toBeUndefined()
    expect(bridgeRetryText({ ...failing, status: 'delivered', waitingOn: null }, t)).toBeUndefined()
    expect(bridgeRetryText({ ...failing, waitingOn: null }, t)).toBe(`Retrying (attempt 5): ${GAS}`)
  })
})
