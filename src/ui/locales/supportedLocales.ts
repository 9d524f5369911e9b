/** The interface languages (spec section 1), each named in its own language for the language menu. */
export const SUPPORTED_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ja', name: '日本語' },
  { locale: 'ko', name: '한국어' },
  { locale: 'zh-TW', name: '繁體中文' },
  { locale: 'zh-CN', name: '简体中文' },
] as const

/** A supported locale tag. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]['locale']

/** The locale when none is stored (spec section 1). */
export const DEFAULT_LOCALE: SupportedLocale = 'en'
