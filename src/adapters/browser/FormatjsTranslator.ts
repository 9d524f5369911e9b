import { createIntl, type IntlShape } from '@formatjs/intl'
import type { Translator } from '../../ports/Translator'

/** The `Translator` port over formatjs (ICU message syntax) for one locale and its messages. */
export class FormatjsTranslator implements Translator {
  private readonly intl: IntlShape<string>

  constructor(
    readonly locale: string,
    messages: Readonly<Record<string, string>>,
    onMissing: (id: string) => void = () => {},
  ) {
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
    return this.intl.formatMessage({ id }, values)
  }
}
