import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiError } from './api-client.ts'

/**
 * Puts a 422's `errors[].loc` messages under their fields (API.md: `["body","email"]`), keeping
 * what was typed. Returns the messages that match no field, for the form's error box.
 */
export const applyServerErrors = <T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] => {
  if (!(err instanceof ApiError) || !err.errors?.length) return []
  const known = new Set(fields)
  const leftover: string[] = []
  let focused = false
  for (const item of err.errors) {
    const parts = item.loc[0] === 'body' ? item.loc.slice(1) : item.loc
    // The longest prefix that is a field: gallery.2 → gallery when only the list is a field.
    let name: string | undefined
    for (let n = parts.length; n > 0 && !name; n--) {
      const candidate = parts.slice(0, n).join('.')
      if (known.has(candidate)) name = candidate
    }
    if (!name) {
      leftover.push(item.msg)
      continue
    }
    setError(name as Path<T>, { type: 'server', message: item.msg }, { shouldFocus: !focused })
    focused = true
  }
  return leftover
}

/** The sentence to show for a failed call: the server's detail, else the spec's fallback. */
export const errorMessage = (err: unknown, fallback: string) => (err instanceof ApiError ? err.detail : fallback)
