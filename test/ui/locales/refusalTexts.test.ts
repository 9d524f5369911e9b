import { describe, expect, it } from 'vitest'
import { FormatjsTranslator } from '../../../src/adapters/browser/FormatjsTranslator'
import { DepositInTermError } from '../../../src/domain/errors/DepositInTermError'
import { LpLockedError } from '../../../src/domain/errors/LpLockedError'
import { NothingInvestedError } from '../../../src/domain/errors/NothingInvestedError'
import { NotReleasedYetError } from '../../../src/domain/errors/NotReleasedYetError'
import { capitalFailureText } from '../../../src/ui/features/mining/capitalFailureText'
import { loadAreaMessages } from '../../../src/ui/locales/loadAreaMessages'
import { loadMessages } from '../../../src/ui/locales/loadMessages'
import { SUPPORTED_LOCALES } from '../../../src/ui/locales/supportedLocales'
import { exchangeFailureText } from '../../../src/ui/stores/exchangeFailureText'
import { programmeFailureText } from '../../../src/ui/stores/programmeFailureText'

const E18 = 10n ** 18n
/** 2027-01-15 08:00 UTC: the day is the 15th in every time zone the tests run in (UTC-8 to UTC+14). */
const UNTIL = 1_800_000_000

describe('the refusals that name a reason, in every language (issue 30 item 3)', () => {
  it.each(SUPPORTED_LOCALES.map((entry) => entry.locale))(
    '%s: the amount, the date in its own format, no ICU left',
    async (locale) => {
      const messages = { ...(await loadMessages(locale)), ...(await loadAreaMessages(locale)) }
      const problems: string[] = []
      const translator = new FormatjsTranslator(locale, messages, (problem) => problems.push(problem))
      const t = (id: keyof typeof messages, values?: Readonly<Record<string, string | number>>) =>
        translator.format(id, values)
      const year = new Intl.DateTimeFormat(locale, { year: 'numeric' }).format(UNTIL * 1000)
      const texts = [
        programmeFailureText(new LpLockedError(25n * E18, UNTIL), t),
        capitalFailureText(new DepositInTermError(3n * E18, UNTIL, { decimals: 18, symbol: 'USDT' }), t),
        exchangeFailureText(new NotReleasedYetError(UNTIL), t),
      ]
      for (const text of texts) {
        expect(text).toContain(year)
        expect(text).not.toMatch(/[{}]/)
      }
      expect(texts[0]).toContain('25.00 LP')
      expect(texts[1]).toContain('3 USDT')
      expect(exchangeFailureText(new NothingInvestedError(), t)).toBe(messages['exchange.error.nothingInvested'])
      expect(problems).toEqual([])
    },
  )
})
