/**
 * The newsletter's own pages (subscribe answer, confirm, unsubscribe): small server-rendered
 * documents with no script, so they work from any mail client's link and with JavaScript off.
 * Never cached, never indexed (docs/api/newsletter.md).
 */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** What the pages take from the site: its name, footer line and built stylesheets. */
export interface PageChrome {
  name: string
  stackLine: string
  /** The site's own CSS (app.css, fonts.css as built); empty without a production build. */
  stylesheets: string[]
}

// The site's look (app.css: Inter, slate and the brand blue, the header and footer rows), for a
// page outside React Router; the site's stylesheet, when built, brings its fonts and base rules.
const STYLE = `:root{color-scheme:light dark;--bg:#fff;--soft:#f8fafc;--text:#0f172a;--muted:#475569;--line:#e2e8f0;--accent:#2563eb;--accent-hover:#1d4ed8;--accent-text:#fff;--bad:#be123c}
@media (prefers-color-scheme:dark){:root{--bg:#020617;--soft:#0f172a;--text:#f1f5f9;--muted:#94a3b8;--line:#1e293b;--accent:#3b82f6;--accent-hover:#60a5fa;--accent-text:#fff;--bad:#fb7185}}
*{box-sizing:border-box}html,body{background:var(--bg);color:var(--text)}
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;font:16px/1.6 'Inter Variable','Inter Fallback',ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;-webkit-font-smoothing:antialiased}
.wrap{width:100%;max-width:72rem;margin:0 auto;padding:0 16px}@media (min-width:640px){.wrap{padding:0 24px}}
header.site{border-bottom:1px solid var(--line);background:color-mix(in srgb,var(--bg) 90%,transparent)}
header.site .wrap{display:flex;align-items:center;justify-content:space-between;height:64px;gap:16px}
.brand{font-weight:700;letter-spacing:-.01em;color:var(--text);text-decoration:none;font-size:1.05rem}
nav.site{display:flex;gap:4px}nav.site a{color:var(--muted);text-decoration:none;font-size:.9rem;font-weight:500;padding:6px 10px;border-radius:8px}nav.site a:hover{color:var(--text);background:var(--soft)}
main{flex:1;display:flex;justify-content:center;padding:64px 16px}@media (min-width:640px){main{padding:96px 24px}}
.card{width:100%;max-width:32rem;background:var(--soft);border:1px solid var(--line);border-radius:16px;padding:32px}
.eyebrow{margin:0 0 8px;color:var(--accent);font-size:.8rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase}
h1{font-size:1.75rem;line-height:1.25;letter-spacing:-.02em;font-weight:700;margin:0 0 12px}p{margin:0 0 16px;color:var(--muted)}
a{color:var(--accent)}a:hover{color:var(--accent-hover)}
label{display:block;font-weight:600;font-size:.9rem;margin:12px 0 4px;color:var(--text)}
input[type=email],input[type=text]{width:100%;font:inherit;font-size:16px;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--text)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
button{font:inherit;font-weight:600;font-size:.95rem;padding:10px 18px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);cursor:pointer;margin-top:16px}button:hover{background:var(--accent-hover)}
form{margin:0 0 20px}.error{color:var(--bad);font-size:.9rem;margin:4px 0 0}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
footer.site{border-top:1px solid var(--line);color:var(--muted);font-size:.85rem}footer.site .wrap{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;padding-top:24px;padding-bottom:24px}footer.site p{margin:0;font-size:inherit}`

export const page = (site: PageChrome, title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
${site.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')}<style>${STYLE}</style></head>
<body><header class="site"><div class="wrap"><a class="brand" href="/">${escapeHtml(site.name)}</a>
<nav class="site" aria-label="Main"><a href="/">Home</a><a href="/blogs">Blog</a></nav></div></header>
<main><div class="card">${body}</div></main>
<footer class="site"><div class="wrap"><p>© ${new Date().getFullYear()} ${escapeHtml(site.name)}</p>${site.stackLine ? `<p>${escapeHtml(site.stackLine)}</p>` : ''}</div></footer></body></html>`

const home = (site: PageChrome) => `<p><a href="/">Back to ${escapeHtml(site.name)}</a></p>`
const eyebrow = '<p class="eyebrow">Newsletter</p>'

export const checkInboxPage = (site: PageChrome, message: string) =>
  page(site, 'Check your inbox', `${eyebrow}<h1>Check your inbox</h1><p>${escapeHtml(message)}</p>${home(site)}`)

export const subscribeFormPage = (
  site: PageChrome,
  values: { email: string; name: string },
  errors: { email?: string; name?: string },
) =>
  page(
    site,
    'Subscribe',
    `${eyebrow}<h1>Subscribe to ${escapeHtml(site.name)}</h1><p>New posts by email. You can unsubscribe with one click.</p>
<form method="post" action="/subscribe" novalidate>
<label for="email">Email</label><input id="email" type="email" name="email" required autocomplete="email" value="${escapeHtml(values.email)}"${errors.email ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
${errors.email ? `<p id="email-error" class="error">${escapeHtml(errors.email)}</p>` : ''}
<label for="name">Name (optional)</label><input id="name" type="text" name="name" autocomplete="name" maxlength="100" value="${escapeHtml(values.name)}">
${errors.name ? `<p class="error">${escapeHtml(errors.name)}</p>` : ''}
<div class="hp" aria-hidden="true"><label for="website">Website</label><input id="website" type="text" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">Subscribe</button></form>${home(site)}`,
  )

export const confirmedPage = (site: PageChrome) =>
  page(
    site,
    'Subscription confirmed',
    `${eyebrow}<h1>Subscription confirmed</h1><p>You will get new posts from ${escapeHtml(site.name)} by email. Every email has a link to unsubscribe.</p>${home(site)}`,
  )

export const unsubscribePage = (site: PageChrome, token: string) =>
  page(
    site,
    'Unsubscribe',
    `${eyebrow}<h1>Unsubscribe</h1><p>Stop receiving new posts from ${escapeHtml(site.name)} by email?</p>
<form method="post" action="/unsubscribe/${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>${home(site)}`,
  )

export const unsubscribedPage = (site: PageChrome) =>
  page(
    site,
    'Unsubscribed',
    `${eyebrow}<h1>You are unsubscribed</h1><p>You will get no more emails from ${escapeHtml(site.name)}. You can subscribe again on the site at any time.</p>${home(site)}`,
  )

export const notFoundPage = (site: PageChrome) =>
  page(
    site,
    'Link not found',
    `${eyebrow}<h1>This link does not work</h1><p>It is unknown or has expired. You can subscribe again on the site.</p>${home(site)}`,
  )

export const testUnsubscribePage = (site: PageChrome) =>
  page(
    site,
    'Test email',
    `${eyebrow}<h1>This was a test email</h1><p>The unsubscribe link of a test email leads here: the owner sent the test to themselves, so there is no subscription to end. In the emails subscribers get, this link unsubscribes them with one click.</p>${home(site)}`,
  )

export const rateLimitedPage = (site: PageChrome, retryAfterSeconds: number | undefined) => {
  const minutes = retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : undefined
  return page(
    site,
    'Too many attempts',
    `${eyebrow}<h1>Too many attempts</h1><p>This connection asked to subscribe too often in a short time. Please try again ${minutes ? `in ${minutes} minute${minutes === 1 ? '' : 's'}` : 'in a few minutes'}. If you already asked, check your inbox: the confirmation email may be there.</p>${home(site)}`,
  )
}
