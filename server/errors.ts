import type { AppErrorLike } from '../core/services.ts'

/** An expected failure with a status, a code and a sentence a person understands. */
export class AppError extends Error implements AppErrorLike {
  readonly statusCode: number
  readonly code: string
  readonly detail: string
  readonly errors?: { loc: (string | number)[]; msg: string; type: string }[]
  headers?: Record<string, string>

  constructor(statusCode: number, code: string, detail: string, errors?: AppError['errors']) {
    super(detail)
    this.statusCode = statusCode
    this.code = code
    this.detail = detail
    this.errors = errors
  }
}

/** How long a client should wait before retrying while the database is away (seconds). */
export const DATABASE_RETRY_AFTER_S = 5

export const databaseUnavailable = () => {
  const err = new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable; try again shortly')
  err.headers = { 'retry-after': String(DATABASE_RETRY_AFTER_S) }
  return err
}

export const storageFull = () => new AppError(507, 'STORAGE_FULL', "The server's storage is full")
