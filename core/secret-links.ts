/** What a secret link's token becomes in a log line. */
export const REDACTED = '[redacted]'

/**
 * The paths whose next segment is a secret link's token: a post preview, a testimonial request's
 * page and its API. The segment goes whole, with whatever follows the token in it (`.data`, the
 * React Router data request for the same page). Matched at the start of a path, after a quote,
 * a space, `(` or `=`, or after an origin (`https://site/preview/…` in an error message), so an
 * admin path that merely contains the word (`/api/v1/admin/testimonial-requests/3`) is kept.
 * Page paths are matched in any case, as React Router matches them.
 */
const SECRET_PATH =
  /((?:^|[\s"'`(=]|https?:\/\/[^/\s"'`]+)\/(?:preview|testimonials\/new|api\/v1\/testimonial-requests)\/)[^/?#\s"'`<>)]+/gi

/** Query parameters that carry a secret, whatever the path: `token`, `access_token`, `secret`… */
const SECRET_PARAM = /([?&](?:[\w.-]*token[\w.-]*|secret|password|challenge|code|key|signature))=[^&#\s"'`<>]*/gi

/**
 * A URL, a path or any text holding them (an error message, a stack) with every secret link
 * token replaced by `[redacted]` (hardening: no secret in logs). Idempotent.
 */
export const redactSecretLinks = (text: string) =>
  text.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_PARAM, `$1=${REDACTED}`)
