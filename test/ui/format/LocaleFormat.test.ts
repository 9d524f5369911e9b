import { describe, expect, it } from 'vitest'
import { FormatjsTranslator } from '../../../src/adapters/browser/FormatjsTranslator'
import { LocaleFormat } from '../../../src/ui/format/LocaleFormat'
import { loadAreaMessages } from '../../../src/ui/locales/loadAreaMessages'
import { loadMessages } from '../../../src/ui/locales/loadMessages'
import type { SupportedLocale } from '../../../src/ui/locales/supportedLocales'

/** 2027-01-15 08:00 UTC. */
const AT = 1_800_000_000
const SIX_DAYS_AND_A_BIT = (6 * 86_400 + 3_723) * 1000

async function formatOf(locale: SupportedLocale): Promise<LocaleFormat> {
  const translator = new FormatjsTranslator(locale, {
    ...(await loadMessages(locale)),
    ...(await loadAreaMessages(locale)),
  })
  return new LocaleFormat(locale, (id, values) => translator.format(id, values), 'UTC')
}

describe('LocaleFormat: one formatter of dates, countdowns and numbers in the app’s language (issue 30 item 5)', () => {
  it.each([
    ['en', 'Jan 15, 2027', '6d 01:02:03'],
    ['ja', '2027/01/15', '6日 01:02:03'],
    ['ko', '2027. 1. 15.', '6일 01:02:03'],
    ['zh-TW', '2027年1月15日', '6天 01:02:03'],
    ['zh-CN', '2027年1月15日 08:00', '6天 01:02:03'],
  ] as const)(
    '%s: the date in its own order, the countdown’s days in its own unit',
    async (locale, date, countdown) => {
      const format = await formatOf(locale)
      expect(format.dateTime(AT)).toContain(date)
      expect(format.countdown(SIX_DAYS_AND_A_BIT, 0)).toBe(countdown)
      // under a day only the clock; past, zero
      expect(format.countdown(3_723_000, 0)).toBe('01:02:03')
      expect(format.countdown(0, 5_000)).toBe('00:00:00')
    },
  )

  it.each(['en', 'ja', 'ko', 'zh-TW', 'zh-CN'] as const)(
    '%s: groups the digits of every number and keeps each one, even past 2^53',
    async (locale) => {
      const format = await formatOf(locale)
      expect(format.numbers('100000000 DK')).toBe('100,000,000 DK')
      expect(format.numbers('343962.64%')).toBe('343,962.64%')
      expect(format.numbers('123456789012345678901.000000000000000001 HJW')).toBe(
        '123,456,789,012,345,678,901.000000000000000001 HJW',
      )
      // already grouped, small, or no number at all: as it was
      expect(format.numbers('> 100,000,000%')).toBe('> 100,000,000%')
      expect(format.numbers('0.000123')).toBe('0.000123')
      expect(format.numbers('—')).toBe('—')
    },
  )
})
