import type { ShellMessages } from './en'
import type { SupportedLocale } from './supportedLocales'

/**
 * Loads one locale's strings of the shell and the swap page as their own chunk, so a page downloads only the
 * language it shows (the other areas' come with their screens, loadAreaMessages).
 */
export async function loadMessages(locale: SupportedLocale): Promise<ShellMessages> {
  switch (locale) {
    case 'ja':
      return (await import('./shell/ja')).shellJa
    case 'ko':
      return (await import('./shell/ko')).shellKo
    case 'zh-TW':
      return (await import('./shell/zhTW')).shellZhTW
    case 'zh-CN':
      return (await import('./shell/zhCN')).shellZhCN
    default:
      return (await import('./shell/en')).shellEn
  }
}
