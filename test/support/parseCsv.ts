/**
 * Reads an RFC 4180 document into one object per row, keyed by the header line's names: quoted fields (doubled
 * quotes, commas and line breaks inside) included. Fails on a row whose field count differs from the header's.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field])
      row = []
      field = ''
      i += 1
    } else field += char
  }
  if (field !== '' || row.length > 0)
    throw new Error(`the CSV does not end with CRLF: ${JSON.stringify(text.slice(-40))}`)
  const [header = [], ...body] = rows
  return body.map((fields, index) => {
    if (fields.length !== header.length)
      throw new Error(`row ${index + 1} has ${fields.length} fields, not ${header.length}`)
    return Object.fromEntries(header.map((name, column) => [name, fields[column]!]))
  })
}
