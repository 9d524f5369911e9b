import { createIntl, type IntlShape } from '@formatjs/intl'
import type { Translator } from '../../ports/Translator'

/** A message with no ICU syntax: no argument, plural, tag or quote (scripts/precompileMessages.ts leaves these). */
const PLAIN_MESSAGE = /^[^{}<']*$/

/**
 * The `Translator` port over formatjs (ICU message syntax) for one locale and its messages. A plain message is
 * returned as it is; the others are formatted by formatjs, from their string or (in the built web app, whose
 * locales are parsed at build time) from their AST.
 */
export class FormatjsTranslator implements Translator {
  private readonly intl: IntlShape<string>
  private readonly messages: Readonly<Record<string, unknown>>

  constructor(
    readonly locale: string,
    messages: Readonly<Record<string, string>>,
    onMissing: (id: string) => void = () => {},
  ) {
    this.messages = messages
    this.intl = createIntl({
      locale,
      defaultLocale: 'en',
      messages: { ...messages },
      onError: (error) => {
        if (error.code === 'MISSING_TRANSLATION') return
        onMissing(error.message)
      },
    })
  }

  format(id: string, values?: Readonly<Record<string, string | number>>): string {
    if (!(id in this.intl.messages)) return id
    const message = this.messages[id]
    if (typeof message === 'string' && PLAIN_MESSAGE.test(message)) return message
    return this.intl.formatMessage({ id }, values)
  }
}
