import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALE_MODULE, PLAIN_MESSAGE, parseMessage } from '../../scripts/precompileMessages'
import { FormatjsTranslator } from '../../src/adapters/browser/FormatjsTranslator'
import { loadMessages } from '../../src/ui/locales/loadMessages'
import { SUPPORTED_LOCALES } from '../../src/ui/locales/supportedLocales'

interface Element {
  type: number
  value?: string
  options?: Record<string, { value: Element[] }>
  children?: Element[]
}

/** A value for every argument the message takes: a number where it counts, a string where it shows. */
function sampleValues(elements: Element[], values: Record<string, string | number> = {}) {
  for (const element of elements) {
    const name = element.value ?? ''
    if (element.type === 1) values[name] ??= `‹${name}›`
    if (element.type === 2 || element.type === 6) values[name] = 2
    if (element.type === 3 || element.type === 4) values[name] = 0
    if (element.type === 5) values[name] ??= Object.keys(element.options ?? {})[0] ?? 'other'
    for (const option of Object.values(element.options ?? {})) sampleValues(option.value, values)
    if (element.children) sampleValues(element.children, values)
  }
  return values
}

describe('messages parsed at build time (scripts/precompileMessages.ts)', () => {
  it("finds every locale module, the kernel's and each feature's", () => {
    const ui = join(import.meta.dirname, '..', '..', 'src', 'ui')
    const modules = readdirSync(ui, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)locales\/(.+\/)?(en|ja|ko|zhCN|zhTW)\.ts$/.test(file))
      .map((file) => `/work/src/ui/${file}`)
    expect(modules.filter((file) => file.includes('/features/')).length).toBeGreaterThan(40)
    expect(modules.filter((file) => !LOCALE_MODULE.test(file))).toEqual([])
    expect(LOCALE_MODULE.test('/work/src/ui/features/swap/SwapStore.ts')).toBe(false)
  })

  it.each(SUPPORTED_LOCALES.map((entry) => entry.locale))(
    'format in %s exactly as their strings do, and plain ones pass as they are',
    async (tag) => {
      const messages = await loadMessages(tag)
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([id, text]) => [id, PLAIN_MESSAGE.test(text) ? text : parseMessage(text)]),
      ) as unknown as typeof messages
      const fromStrings = new FormatjsTranslator(tag, messages)
      const fromAsts = new FormatjsTranslator(tag, parsed)
      let icu = 0
      for (const [id, text] of Object.entries(messages)) {
        const values = sampleValues(parseMessage(text) as Element[])
        expect(fromAsts.format(id, values), id).toBe(fromStrings.format(id, values))
        if (PLAIN_MESSAGE.test(text)) expect(fromAsts.format(id, values)).toBe(text)
        else icu++
      }
      expect(icu).toBeGreaterThan(50) // the plurals and arguments really went through the ASTs
    },
  )
})
