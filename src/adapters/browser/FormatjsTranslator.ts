import { IntlMessageFormat } from 'intl-messageformat'
import type { Translator } from '../../ports/Translator'

/** A message with no ICU syntax: no argument, plural, tag or quote (scripts/precompileMessages.ts leaves these). */
const PLAIN_MESSAGE = /^[^{}<']*$/
/** The parser's type of a literal element (`TYPE.literal`): a parsed message that is one such is its text. */
const LITERAL = 0

/**
 * The `Translator` port over formatjs's ICU message formatter (intl-messageformat) for one locale and its messages.
 * A plain message is returned as it is; the others are formatted, from their string or (in the built web app, whose
 * locales are parsed at build time) from their AST, each formatter made once. What it does is what @formatjs/intl's
 * `formatMessage` did here (an unknown id is returned as it is; a message that fails to format is reported and its
 * string, or the id, returned) without the rest of @formatjs/intl on the first page (issue 31).
 */
export class FormatjsTranslator implements Translator {
  private readonly messages: Readonly<Record<string, unknown>>
  private readonly formatters = new Map<string, IntlMessageFormat>()

  constructor(
    readonly locale: string,
    messages: Readonly<Record<string, string>>,
    private readonly onMissing: (id: string) => void = () => {},
  ) {
    this.messages = { ...messages }
    if (!Intl.NumberFormat.supportedLocalesOf(locale).length)
      onMissing(
        `Missing locale data for locale: "${locale}" in Intl.NumberFormat: numbers format in the runtime's default`,
      )
    else if (!Intl.DateTimeFormat.supportedLocalesOf(locale).length)
      onMissing(
        `Missing locale data for locale: "${locale}" in Intl.DateTimeFormat: dates format in the runtime's default`,
      )
  }

  format(id: string, values?: Readonly<Record<string, string | number>>): string {
    const message = Object.hasOwn(this.messages, id) ? this.messages[id] : undefined
    if (message === undefined) return id
    if (typeof message === 'string' && PLAIN_MESSAGE.test(message)) return message
    if (Array.isArray(message) && message.length === 1 && message[0]?.type === LITERAL) return message[0].value
    try {
      return this.formatterOf(id, message).format({ ...values }) as string
    } catch (cause) {
      this.onMissing(`Error formatting message: "${id}" for locale "${this.locale}", using the id: ${String(cause)}`)
      return typeof message === 'string' ? message : id
    }
  }

  private formatterOf(id: string, message: unknown): IntlMessageFormat {
    let formatter = this.formatters.get(id)
    if (!formatter) {
      formatter = new IntlMessageFormat(message as ConstructorParameters<typeof IntlMessageFormat>[0], this.locale)
      this.formatters.set(id, formatter)
    }
    return formatter
  }
}
