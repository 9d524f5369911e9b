// Pre-parses the web app's ICU messages at build time, so that the browser needs no ICU parser (about 7 kB gzip off the
// first page). In each locale module (src/ui/locales and each feature's src/ui/features/<area>/locales), every message
// with ICU syntax (`{`, `}`, `<` or `'`) has its string replaced by formatjs's AST of it; a plain message stays a
// string, which FormatjsTranslator returns as it is. vite.config.ts then resolves the parser to its no-parser build: a message that reached the browser unparsed
// would fail loudly rather than format wrong.
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

/** What FormatjsTranslator returns as it is: no argument, plural, tag or quote. */
export const PLAIN_MESSAGE = /^[^{}<']*$/

/** A locale module: the kernel's (src/ui/locales/…) or a feature's (src/ui/features/<area>/locales/…). */
export const LOCALE_MODULE = /\/src\/ui\/(?:features\/[a-z]+\/)?locales\/(?:[a-z]+\/)?(?:en|ja|ko|zhCN|zhTW)\.ts$/

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

/** The message's AST as formatjs's runtime takes it (what `IntlMessageFormat` would parse the string to). */
export function parseMessage(message: string): unknown {
  return parse(message)
}

/** The vite plugin: at `vite build`, each locale module's ICU messages become their ASTs. */
export function precompileMessages(): Plugin {
  return {
    name: 'fomo-precompile-messages',
    apply: 'build',
    transform(code, id) {
      if (!LOCALE_MODULE.test(id.split('?')[0]!)) return null
      const replacements: { start: number; end: number; text: string }[] = []
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return
        if (Array.isArray(node)) {
          for (const child of node) visit(child)
          return
        }
        const n = node as Node
        if (n.type === 'Property' && !n.computed) {
          const value = n.value as Node
          const text =
            value.type === 'Literal' && typeof value.value === 'string'
              ? value.value
              : value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0
                ? ((value.quasis as { value: { cooked: string } }[])[0]!.value.cooked as string)
                : undefined
          if (text !== undefined && !PLAIN_MESSAGE.test(text)) {
            replacements.push({ start: value.start, end: value.end, text: JSON.stringify(parseMessage(text)) })
          }
        }
        for (const [key, child] of Object.entries(n)) if (key !== 'type') visit(child)
      }
      visit(this.parse(code))
      if (replacements.length === 0) return null
      let out = code
      for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, start) + text + out.slice(end)
      }
      return { code: out, map: null }
    },
  }
}
