import { describe, expect, it } from 'vitest'
import { en, type MessageId } from '../../../src/ui/locales/en'
import { ja } from '../../../src/ui/locales/ja'
import { ko } from '../../../src/ui/locales/ko'
import { loadMessages } from '../../../src/ui/locales/loadMessages'
import { SUPPORTED_LOCALES } from '../../../src/ui/locales/supportedLocales'
import { zhCN } from '../../../src/ui/locales/zhCN'
import { zhTW } from '../../../src/ui/locales/zhTW'
import { UNTRANSLATED_MESSAGE_IDS } from './untranslatedValues'

const TRANSLATIONS = { ja, ko, 'zh-TW': zhTW, 'zh-CN': zhCN }
const ids = Object.keys(en) as MessageId[]

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
}

describe('locales', () => {
  it('offers exactly the five languages of the spec, English first', () => {
    expect(SUPPORTED_LOCALES.map((entry) => entry.locale)).toEqual(['en', 'ja', 'ko', 'zh-TW', 'zh-CN'])
  })

  describe.each(Object.entries(TRANSLATIONS))('%s', (_locale, messages) => {
    it('has every message of the English source and no other', () => {
      expect(Object.keys(messages).sort()).toEqual([...ids].sort())
    })

    it('leaves no English text, except brand and network names', () => {
      const untranslated = ids.filter((id) => messages[id] === en[id] && !UNTRANSLATED_MESSAGE_IDS.includes(id))
      expect(untranslated).toEqual([])
    })

    it('keeps the placeholders of each English message', () => {
      for (const id of ids) expect(placeholders(messages[id]), id).toEqual(placeholders(en[id]))
    })
  })

  it('lists only ids whose value really is the same everywhere as untranslated', () => {
    for (const id of UNTRANSLATED_MESSAGE_IDS) {
      for (const messages of Object.values(TRANSLATIONS)) expect(messages[id], id).toBe(en[id])
    }
  })

  it('puts no space between Chinese or Japanese words where a translated wallet name fills a message', () => {
    const cjk = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー]'
    const spaced = new RegExp(`${cjk} +${cjk}`, 'u')
    for (const messages of [ja, zhTW, zhCN]) {
      for (const wallet of [messages['wallet.dev'], messages['wallet.injected']]) {
        const text = messages['account.connectedWith'].replace('{wallet}', wallet)
        expect(text).not.toMatch(spaced)
      }
    }
    expect(ja['account.connectedWith'].replace('{wallet}', ja['wallet.dev'])).toBe('開発用ウォレットで接続中')
    expect(zhCN['account.connectedWith'].replace('{wallet}', zhCN['wallet.dev'])).toBe('已通过开发钱包连接')
  })

  it('says a transaction is confirmed in Japanese, not approved (承認 is what an approval does)', () => {
    expect(ja['tx.confirmed']).toBe('確認済み')
    expect(ja['popup.txConfirmed']).not.toContain('承認')
  })

  it('loads each locale on demand', async () => {
    expect(await loadMessages('ja')).toBe(ja)
    expect(await loadMessages('zh-TW')).toBe(zhTW)
    expect(await loadMessages('en')).toBe(en)
  })
})
