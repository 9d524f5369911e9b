import type { Messages } from './en'
import type { SupportedLocale } from './supportedLocales'

/** Loads one locale's messages as its own chunk, so a page downloads only the language it shows. */
export async function loadMessages(locale: SupportedLocale): Promise<Messages> {
  switch (locale) {
    case 'ja':
      return (await import('./ja')).ja
    case 'ko':
      return (await import('./ko')).ko
    case 'zh-TW':
      return (await import('./zhTW')).zhTW
    case 'zh-CN':
      return (await import('./zhCN')).zhCN
    default:
      return (await import('./en')).en
  }
}
