/** What makes an import fail: one sentence for the owner (never a stack trace), and the HTTP status it maps to at upload. */
export class ImportError extends Error {
  readonly status: 413 | 422
  constructor(message: string, status: 413 | 422 = 422) {
    super(message)
    this.name = 'ImportError'
    this.status = status
  }
}

export const UNRECOGNISED =
  'The file is not an export Folio can import: upload a Ghost JSON export (or its .zip), a WordPress WXR file (or a .zip with it), a Medium export .zip or a .zip of Markdown files.'
