/**
 * The database refused a row because a unique index (or primary key) already holds its value:
 * PostgreSQL's SQLSTATE 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY. Services turn it
 * into their 409 when two writers race past the check they made first.
 */
export const isUniqueViolation = (err: unknown): err is Error & { code: string } => {
  const code = (err as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/**
 * Runs a write; a unique violation (another writer got past the service's own check first)
 * becomes the service's error, e.g. its 409.
 */
export const guardUnique = async <T>(write: () => Promise<T>, toError: (err: Error) => Error): Promise<T> => {
  try {
    return await write()
  } catch (err) {
    if (isUniqueViolation(err)) throw toError(err)
    throw err
  }
}
