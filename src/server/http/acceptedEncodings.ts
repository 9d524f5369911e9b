/** The precompressed encodings served, preferred first, with the file suffix each is stored under. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/**
 * The encodings an Accept-Encoding header accepts among br and gzip, preferred first (`q=0` refuses one; `*`
 * accepts both).
 *
 * @example acceptedEncodings('gzip, deflate, br') // [{ name: 'br', … }, { name: 'gzip', … }]
 */
export function acceptedEncodings(header: string | undefined): (typeof ENCODINGS)[number][] {
  if (!header) return []
  const weights = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1)
  }
  return ENCODINGS.filter(({ name }) => (weights.get(name) ?? weights.get('*') ?? 0) > 0)
}
