/**
 * The newsletter's own pages (subscribe answer, confirm, unsubscribe): small server-rendered
 * documents with no script, so they work from any mail client's link and with JavaScript off.
 * Never cached, never indexed (docs/api/newsletter.md).
 */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const STYLE = `:root{color-scheme:light dark;--bg:#f8fafc;--card:#fff;--text:#0f172a;--muted:#475569;--line:#e2e8f0;--accent:#1d4ed8;--accent-text:#fff;--bad:#be123c}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--card:#111827;--text:#e5e7eb;--muted:#9ca3af;--line:#1f2937;--accent:#60a5fa;--accent-text:#0b1120;--bad:#fb7185}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;padding:16px}
main{width:100%;max-width:520px;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:32px}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 12px}p{margin:0 0 16px;color:var(--muted)}a{color:var(--accent)}
label{display:block;font-weight:600;margin:12px 0 4px}input[type=email],input[type=text]{width:100%;font:inherit;font-size:16px;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--text)}
button{font:inherit;font-weight:600;padding:10px 18px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);cursor:pointer;margin-top:16px}
form{margin:0 0 20px}.error{color:var(--bad);font-size:.9rem;margin:4px 0 0}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}`

export const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`

const home = (siteName: string) => `<p><a href="/">Back to ${escapeHtml(siteName)}</a></p>`

export const checkInboxPage = (siteName: string, message: string) =>
  page('Check your inbox', `<h1>Check your inbox</h1><p>${escapeHtml(message)}</p>${home(siteName)}`)

export const subscribeFormPage = (
  siteName: string,
  values: { email: string; name: string },
  errors: { email?: string; name?: string },
) =>
  page(
    'Subscribe',
    `<h1>Subscribe to ${escapeHtml(siteName)}</h1><p>New posts by email. You can unsubscribe with one click.</p>
<form method="post" action="/subscribe" novalidate>
<label for="email">Email</label><input id="email" type="email" name="email" required autocomplete="email" value="${escapeHtml(values.email)}"${errors.email ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
${errors.email ? `<p id="email-error" class="error">${escapeHtml(errors.email)}</p>` : ''}
<label for="name">Name (optional)</label><input id="name" type="text" name="name" autocomplete="name" maxlength="100" value="${escapeHtml(values.name)}">
${errors.name ? `<p class="error">${escapeHtml(errors.name)}</p>` : ''}
<div class="hp" aria-hidden="true"><label for="website">Website</label><input id="website" type="text" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">Subscribe</button></form>${home(siteName)}`,
  )

export const confirmedPage = (siteName: string) =>
  page(
    'Subscription confirmed',
    `<h1>Subscription confirmed</h1><p>You will get new posts from ${escapeHtml(siteName)} by email. Every email has a link to unsubscribe.</p>${home(siteName)}`,
  )

export const unsubscribePage = (siteName: string, token: string) =>
  page(
    'Unsubscribe',
    `<h1>Unsubscribe</h1><p>Stop receiving new posts from ${escapeHtml(siteName)} by email?</p>
<form method="post" action="/unsubscribe/${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>${home(siteName)}`,
  )

export const unsubscribedPage = (siteName: string) =>
  page(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1><p>You will get no more emails from ${escapeHtml(siteName)}. You can subscribe again on the site at any time.</p>${home(siteName)}`,
  )

export const notFoundPage = (siteName: string) =>
  page(
    'Link not found',
    `<h1>This link does not work</h1><p>It is unknown or has expired. You can subscribe again on the site.</p>${home(siteName)}`,
  )
