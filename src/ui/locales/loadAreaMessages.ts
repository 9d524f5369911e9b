import type { AreaMessages } from './en'
import type { SupportedLocale } from './supportedLocales'

/** Loads one locale's strings of every area but Swap and Send as their own chunk, when the first of them opens. */
export async function loadAreaMessages(locale: SupportedLocale): Promise<AreaMessages> {
  switch (locale) {
    case 'ja':
      return (await import('./areas/ja')).areasJa
    case 'ko':
      return (await import('./areas/ko')).areasKo
    case 'zh-TW':
      return (await import('./areas/zhTW')).areasZhTW
    case 'zh-CN':
      return (await import('./areas/zhCN')).areasZhCN
    default:
      return (await import('./areas/en')).areasEn
  }
}
