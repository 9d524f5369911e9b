import type { MessageId } from '../locales/en'

type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string

const pad = (value: number) => String(value).padStart(2, '0')
/** A decimal number inside a text, its integer digits and, if any, its fraction's; not one already grouped. */
const DECIMAL = /(?<![\d,.])(\d+)(?:\.(\d+))?(?![\d,])/g

/**
 * The one formatter of dates, times, durations and numbers for the app's language (issue 30 item 5): Intl with the
 * app's locale, never the browser's, and the countdown's day unit from the locale's messages (Intl's narrow day unit
 * differs between ICU versions: "6d" in Japanese in one, "6日" in another).
 *
 * @example new LocaleFormat('zh-CN', t).countdown(90_061_000, 0) // '1天 01:01:01'
 */
export class LocaleFormat {
  private readonly dateTimes: Intl.DateTimeFormat
  private readonly integers: Intl.NumberFormat
  private readonly decimalSeparator: string

  constructor(
    readonly locale: string,
    private readonly t: Translate,
    /** Fixed in tests; the viewer's own time zone otherwise. */
    timeZone?: string,
  ) {
    this.dateTimes = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
    this.integers = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 })
    this.decimalSeparator =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  }

  /** A moment given in seconds since the epoch, as date and time ("Jan 15, 2027, 8:00 AM"; "2027年1月15日 08:00"). */
  dateTime(seconds: number): string {
    return this.dateTimes.format(seconds * 1000)
  }

  /**
   * The time left until `untilMs` as a countdown: the days in the locale's unit, then `hh:mm:ss`; only the clock under
   * a day, `00:00:00` once passed.
   */
  countdown(untilMs: number, nowMs: number): string {
    const left = Math.max(0, Math.floor((untilMs - nowMs) / 1000))
    const days = Math.floor(left / 86_400)
    const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`
    return days > 0 ? this.t('time.daysAndClock', { days: this.integers.format(days), clock }) : clock
  }

  /**
   * Every decimal number in `text` (an exact amount such as "100000000 DK", a percentage such as "343962.64%") with the
   * locale's digit grouping and decimal separator; every digit is kept, so an exact amount stays exact.
   */
  numbers(text: string): string {
    return text.replace(DECIMAL, (_all, whole: string, fraction: string | undefined) => {
      const grouped = this.integers.format(BigInt(whole))
      return fraction === undefined ? grouped : `${grouped}${this.decimalSeparator}${fraction}`
    })
  }
}
