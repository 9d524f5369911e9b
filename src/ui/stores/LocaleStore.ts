import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { StateStore } from '../../ports/StateStore'
import type { Translator } from '../../ports/Translator'
import { LocaleFormat } from '../format/LocaleFormat'
import type { MessageId, Messages } from '../locales/en'
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../locales/supportedLocales'

/** Makes a translator for a locale's messages (the formatjs adapter, bound in the composition root). */
export type TranslatorFactory = (locale: SupportedLocale, messages: Messages) => Translator

/** The interface language: kept in local storage (default `en`); `ready` once the first locale has loaded. */
export class LocaleStore {
  translator: Translator | undefined = undefined
  locale: SupportedLocale = DEFAULT_LOCALE

  constructor(
    private readonly stored: StateStore<string>,
    private readonly load: (locale: SupportedLocale) => Promise<Messages>,
    private readonly createTranslator: TranslatorFactory,
  ) {
    makeAutoObservable<this, 'stored' | 'load' | 'createTranslator'>(this, {
      stored: false,
      load: false,
      createTranslator: false,
      translator: observableRef,
    })
  }

  /** Dates, times, countdowns and numbers in the current language (one formatter, Intl with this locale). */
  get format(): LocaleFormat {
    return new LocaleFormat(this.locale, (id, values) => this.t(id, values))
  }

  get ready(): boolean {
    return this.translator !== undefined
  }

  /** Loads the stored locale (an unknown one falls back to `en`). */
  async init(): Promise<void> {
    const saved = await this.stored.read().catch(() => undefined)
    const known = SUPPORTED_LOCALES.find((entry) => entry.locale === saved)
    await this.apply(known ? known.locale : DEFAULT_LOCALE)
  }

  async setLocale(locale: SupportedLocale): Promise<void> {
    await this.apply(locale)
    await this.stored.write(locale)
  }

  /** Formats a message of the current locale (the id itself before the first locale loaded). */
  t(id: MessageId, values?: Readonly<Record<string, string | number>>): string {
    return this.translator ? this.translator.format(id, values) : id
  }

  private async apply(locale: SupportedLocale): Promise<void> {
    const translator = this.createTranslator(locale, await this.load(locale))
    runInAction(() => {
      this.locale = locale
      this.translator = translator
    })
    if (globalThis.document) document.documentElement.lang = locale
  }
}
