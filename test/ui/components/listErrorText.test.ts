import { describe, expect, it } from 'vitest'
import { FormatjsTranslator } from '../../../src/adapters/browser/FormatjsTranslator'
import { CannotShowTokenListError } from '../../../src/domain/errors/CannotShowTokenListError'
import { listErrorText } from '../../../src/ui/components/lists/listErrorText'
import type { MessageId } from '../../../src/ui/locales/en'
import { loadMessages } from '../../../src/ui/locales/loadMessages'

const URL = 'https://lists.example/fomo.json'

async function translatorFor(locale: 'en' | 'ja' | 'ko' | 'zh-TW' | 'zh-CN') {
  const translator = new FormatjsTranslator(locale, await loadMessages(locale), (problem) => {
    throw new Error(problem)
  })
  return (id: MessageId, values?: Readonly<Record<string, string | number>>) => translator.format(id, values)
}

describe("the token list modal's 'could not show token list' (spec section 8)", () => {
  it.each([
    ['en', 'could not show token list'],
    ['ja', 'トークンリストを表示できませんでした'],
    ['ko', '토큰 목록을 표시할 수 없습니다'],
    ['zh-TW', '無法顯示代幣列表'],
    ['zh-CN', '无法显示代币列表'],
  ] as const)('reads in %s as %s', async (locale, text) => {
    const t = await translatorFor(locale)
    expect(listErrorText(new CannotShowTokenListError(URL, 'Failed'), URL, t)).toBe(text)
  })

  it("is the spec's English text as the error's own message, which the terminal would print", () => {
    expect(new CannotShowTokenListError(URL, null).message).toBe('could not show token list')
  })
})
