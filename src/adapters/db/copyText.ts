/** A value COPY's text format takes: null and undefined are written as \N. */
export type CopyValue = string | number | bigint | null | undefined

const SPECIAL = /[\\\t\n\r]/
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }

/**
 * `rows` in COPY's text format: a value's text, tab between values, a line a row, \N for null; a backslash, tab or
 * line break inside a value escaped (hex and decimal text, what the indexer writes, never needs it).
 * @example copyText([[1, 'swap', null]]) // '1\tswap\t\\N\n'
 */
export function copyText(rows: Iterable<readonly CopyValue[]>): string {
  const lines: string[] = []
  for (const row of rows) lines.push(row.map(copyField).join('\t'))
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`
}

function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N'
  const text = value.toString()
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]!) : text
}
