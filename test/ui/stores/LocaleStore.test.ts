import { expect, it } from 'vitest'
import { FormatjsTranslator } from '../../../src/adapters/browser/FormatjsTranslator'
import { loadAreaMessages } from '../../../src/ui/locales/loadAreaMessages'
import { loadMessages } from '../../../src/ui/locales/loadMessages'
import { LocaleStore } from '../../../src/ui/stores/LocaleStore'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'

const make = (stored: InMemoryStateStore<string>) =>
  new LocaleStore(
    stored,
    loadMessages,
    (locale, messages) => new FormatjsTranslator(locale, messages),
    loadAreaMessages,
  )

it('starts in English when nothing (or an unknown locale) is stored, and is ready only once loaded', async () => {
  const locale = make(new InMemoryStateStore('tlh'))
  expect(locale.ready).toBe(false)
  await locale.init()
  expect(locale.ready).toBe(true)
  expect(locale.locale).toBe('en')
  expect(locale.t('network.unsupportedBody', { chainId: 7 })).toBe(
    'unsupported network id: 7. Switch your wallet to a FomoSwap network.',
  )
})

it('loads the stored locale and keeps a new choice in storage', async () => {
  const stored = new InMemoryStateStore('ko')
  const locale = make(stored)
  await locale.init()
  expect(locale.t('wallet.connect')).toBe('지갑 연결')
  await locale.setLocale('zh-TW')
  expect(locale.t('wallet.connect')).toBe('連接錢包')
  expect(await stored.read()).toBe('zh-TW')
})

it("adds the other areas' strings once their screens load, in the locale shown and in a later choice", async () => {
  const locale = make(new InMemoryStateStore('ja'))
  await locale.init()
  expect(locale.t('wallet.connect')).toBe('ウォレットを接続')
  expect(locale.t('bridge.loading')).toBe('bridge.loading') // the first page has only the shell's and Swap's
  await locale.withAreas()
  expect(locale.t('bridge.loading')).toBe('読み込み中…')
  await locale.setLocale('en')
  expect(locale.t('bridge.loading')).toBe('Loading...')
})
