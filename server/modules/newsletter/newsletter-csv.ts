/** RFC 4180 with the inbox's formula guard: a cell starting with =, +, - or @ gets a leading '. */
export const csvCell = (v: string | null) => {
  if (v === null) return ''
  const guarded = /^[=+\-@]/.test(v) ? `'${v}` : v
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded
}

export const csvLine = (cells: (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`

/**
 * Parses RFC 4180 text (LF or CRLF, quoted fields with "" escapes and line breaks, an optional
 * UTF-8 BOM) into rows, each with the line its first field started on (1 = the first line).
 */
export const parseCsv = (text: string): { line: number; cells: string[] }[] => {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text
  const rows: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  let i = 0
  const endRow = () => {
    cells.push(cell)
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells })
    cells = []
    cell = ''
  }
  while (i < src.length) {
    const c = src[i]!
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          cell += '"'
          i += 2
          continue
        }
        quoted = false
      } else {
        if (c === '\n') line++
        cell += c
      }
      i++
      continue
    }
    if (c === '"' && cell === '') quoted = true
    else if (c === ',') {
      cells.push(cell)
      cell = ''
    } else if (c === '\r' && src[i + 1] === '\n') {
      i++
      continue
    } else if (c === '\n') {
      endRow()
      line++
      rowLine = line
    } else cell += c
    i++
  }
  if (cell !== '' || cells.length) endRow()
  return rows
}
