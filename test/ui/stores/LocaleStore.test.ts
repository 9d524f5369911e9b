import { expect, it } from 'vitest'
import { FormatjsTranslator } from '../../../src/adapters/browser/FormatjsTranslator'
import { loadMessages } from '../../../src/ui/locales/loadMessages'
import { LocaleStore } from '../../../src/ui/stores/LocaleStore'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'

const make = (stored: InMemoryStateStore<string>) =>
  new LocaleStore(stored, loadMessages, (locale, messages) => new FormatjsTranslator(locale, messages))

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
