/** True for a service's "not found" failure (AppError 404), whatever its code. */
export const isNotFound = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { statusCode?: unknown }).statusCode === 404
