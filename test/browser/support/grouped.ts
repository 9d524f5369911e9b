import { LocaleFormat } from '../../../src/ui/format/LocaleFormat'

const english = new LocaleFormat('en', () => '')

/** `text` with its numbers grouped as the app shows them in English ("Balance: 1,000,403.0"). */
export function grouped(text: string): string {
  return english.numbers(text)
}
