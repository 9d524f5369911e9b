import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { StateStore } from '../../ports/StateStore'
import type { Translator } from '../../ports/Translator'
import { LocaleFormat } from '../format/LocaleFormat'
import type { AreaMessages, MessageId, ShellMessages } from '../locales/en'
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../locales/supportedLocales'

/** Makes a translator for a locale's messages (the formatjs adapter, bound in the composition root). */
export type TranslatorFactory = (
  locale: SupportedLocale,
  messages: ShellMessages | (ShellMessages & AreaMessages),
) => Translator

/**
 * The interface language: kept in local storage (default `en`); `ready` once the first locale has loaded. The
 * shell's and Swap's strings load first; the other areas' join them once their screens load (`withAreas`).
 */
export class LocaleStore {
  translator: Translator | undefined = undefined
  locale: SupportedLocale = DEFAULT_LOCALE
  private areas = false

  constructor(
    private readonly stored: StateStore<string>,
    private readonly load: (locale: SupportedLocale) => Promise<ShellMessages>,
    private readonly createTranslator: TranslatorFactory,
    private readonly loadAreas: (locale: SupportedLocale) => Promise<AreaMessages>,
  ) {
    makeAutoObservable<this, 'stored' | 'load' | 'createTranslator' | 'loadAreas' | 'areas'>(this, {
      stored: false,
      load: false,
      createTranslator: false,
      loadAreas: false,
      areas: false,
      translator: observableRef,
    })
  }

  /** Dates, times, countdowns and numbers in the current language (one formatter, Intl with this locale). */
  get format(): LocaleFormat {
    return new LocaleFormat(this.locale, (id, values) => this.t(id, values))
  }

  /** Adds the other areas' strings, in this and every later locale (before their screens show). */
  async withAreas(): Promise<void> {
    if (this.areas) return
    this.areas = true
    await this.apply(this.locale)
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
    const [shell, areas] = await Promise.all([this.load(locale), this.areas ? this.loadAreas(locale) : undefined])
    const translator = this.createTranslator(locale, areas ? { ...shell, ...areas } : shell)
    runInAction(() => {
      this.locale = locale
      this.translator = translator
    })
    if (globalThis.document) document.documentElement.lang = locale
  }
}
