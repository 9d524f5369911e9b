import { describe, expect, it } from 'vitest'
import { en, type MessageId } from '../../../src/ui/locales/en'
import { ja } from '../../../src/ui/locales/ja'
import { ko } from '../../../src/ui/locales/ko'
import { loadAreaMessages } from '../../../src/ui/locales/loadAreaMessages'
import { loadMessages } from '../../../src/ui/locales/loadMessages'
import { SUPPORTED_LOCALES } from '../../../src/ui/locales/supportedLocales'
import { zhCN } from '../../../src/ui/locales/zhCN'
import { zhTW } from '../../../src/ui/locales/zhTW'
import { MAINLAND_WORDS_IN_TRADITIONAL, SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from './chineseScripts'
import { UNTRANSLATED_MESSAGE_IDS } from './untranslatedValues'

const TRANSLATIONS = { ja, ko, 'zh-TW': zhTW, 'zh-CN': zhCN }
const ids = Object.keys(en) as MessageId[]

/** Latin words a translation may keep: product, chain, wallet and token names, standards, and typed keywords. */
const KEPT_LATIN_WORDS = new Set(
  'FomoSwap Fomo-LP HECO BSC MetaMask WalletConnect Chrome ENS ERC-20 URL QR CSV ID https ipfs V1 LP DAO APR TVL NFT AURA HJW DK DK2 confirm REMOVE'.split(
    ' ',
  ),
)
/** A placeholder, or a date, time or number argument with its style (`{until, date, medium}`): not words to translate. */
const ICU_ARGUMENT = /\{\w+(?:, ?(?:date|time|number)(?:, ?\w+)?)?\}/g
const CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー]'
/** The locales written in Chinese characters or kana, whose punctuation is full-width. */
const CJK_LOCALES = { ja, 'zh-TW': zhTW, 'zh-CN': zhCN }

/** A message as shown: a placeholder filled with Latin text, `{wallet}` with the locale's own wallet name. */
function filled(messages: typeof ja, id: MessageId): string {
  return messages[id].replace(/\{(\w+)\}/g, (_all, name: string) => (name === 'wallet' ? messages['wallet.dev'] : 'X1'))
}

/** The arguments a message takes: `{name}` and ICU's `{name, plural, …}`, each once. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)(?:\}|,)/g)].map((match) => match[1] ?? ''))].sort()
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

    it('leaves no English words inside a translation, only names, symbols and typed keywords', () => {
      const english = ids.flatMap((id) =>
        [...messages[id].replace(ICU_ARGUMENT, '').matchAll(/[A-Za-z][A-Za-z0-9-]*/g)]
          .map((match) => match[0])
          .filter((word) => !KEPT_LATIN_WORDS.has(word) && !UNTRANSLATED_MESSAGE_IDS.includes(id))
          .map((word) => `${id}: ${word}`),
      )
      expect(english).toEqual([])
    })
  })

  describe.each(Object.entries(CJK_LOCALES))('%s typography', (_locale, messages) => {
    it('never puts a space between two Chinese or Japanese words, placeholders filled', () => {
      const spaced = new RegExp(`${CJK} +${CJK}`, 'u')
      expect(ids.filter((id) => spaced.test(filled(messages, id)))).toEqual([])
    })

    it('uses full-width colons and brackets and one ellipsis character after Chinese or Japanese text', () => {
      const halfWidth = new RegExp(`${CJK} ?[:(]|\\.\\.\\.`, 'u')
      expect(ids.filter((id) => halfWidth.test(messages[id]))).toEqual([])
    })

    it('writes no space before a per cent sign', () => {
      expect(ids.filter((id) => / %/.test(messages[id]))).toEqual([])
    })
  })

  it('writes Traditional Chinese in Traditional characters and Taiwan words, Simplified Chinese in simplified ones', () => {
    const simplifiedInTraditional = ids.filter((id) => [...zhTW[id]].some((char) => SIMPLIFIED_ONLY.includes(char)))
    const mainland = ids.flatMap((id) =>
      Object.keys(MAINLAND_WORDS_IN_TRADITIONAL)
        .filter((word) => zhTW[id].includes(word))
        .map((word) => `${id}: ${word} (${MAINLAND_WORDS_IN_TRADITIONAL[word]})`),
    )
    const traditionalInSimplified = ids.filter((id) => [...zhCN[id]].some((char) => TRADITIONAL_ONLY.includes(char)))
    expect({ simplifiedInTraditional, mainland, traditionalInSimplified }).toEqual({
      simplifiedInTraditional: [],
      mainland: [],
      traditionalInSimplified: [],
    })
  })

  it('keeps one word for each DEX term, as users of other exchanges read it', () => {
    const approvals = ids.filter((id) => /^Approv/.test(en[id]))
    const confirmations = ids.filter((id) => /confirmed/i.test(en[id]))
    expect(approvals.length).toBeGreaterThan(8)
    for (const id of approvals) {
      expect(ja[id], id).toContain('承認')
      expect(zhCN[id], id).toContain('授权')
      expect(zhTW[id], id).toContain('授權')
      expect(ko[id], id).toContain('승인')
    }
    for (const id of confirmations) {
      expect(ja[id], id).toContain('確認')
      expect(ja[id], id).not.toContain('承認')
      expect(zhCN[id], id).toContain('确认')
    }
    for (const id of ['menu.swap', 'screen.swap', 'swap.swap', 'bottom.swap'] as const) {
      expect([ja[id], ko[id], zhTW[id], zhCN[id]], id).toEqual(['スワップ', '스왑', '兌換', '兑换'])
    }
    for (const id of ['screen.add', 'pool.addLiquidity'] as const) {
      expect([ja[id], ko[id], zhTW[id], zhCN[id]], id).toEqual([
        '流動性を追加',
        '유동성 추가',
        '新增流動性',
        '添加流动性',
      ])
    }
    // a liquidity pool and the capital pool are different things and read differently
    expect([zhTW['screen.pool'], zhCN['screen.pool']]).toEqual(['流動池', '流动池'])
    expect([zhTW['screen.capitalPool'], zhCN['screen.capitalPool']]).toEqual(['資金池', '资金池'])
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

  it("loads each locale on demand: the shell's and Swap's strings first, the other areas' with their screens", async () => {
    for (const [tag, messages] of [
      ['ja', ja],
      ['zh-TW', zhTW],
      ['en', en],
    ] as const) {
      const shell = await loadMessages(tag)
      expect(shell).not.toHaveProperty('bridge.loading')
      expect({ ...shell, ...(await loadAreaMessages(tag)) }).toEqual(messages)
    }
  })
})
