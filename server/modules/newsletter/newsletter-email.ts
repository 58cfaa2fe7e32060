import { escapeHtml } from './newsletter-pages.ts'

/** One email, ready for nodemailer: always one recipient, in the header and the envelope. */
export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html: string
  messageId: string
  headers: Record<string, string>
}

/** RFC 2919: the same List-Id on every newsletter email of the site. */
export const listIdFor = (siteUrl: string) => `Folio newsletter <newsletter.${new URL(siteUrl).hostname}>`

/**
 * The Message-ID of a post's email to one subscriber: the same on every try, so a copy sent
 * again after a crash (docs/decisions/014-newsletter-delivery.md) is a duplicate that mail
 * servers and clients recognise, not a second message.
 */
export const postMessageId = (siteUrl: string, postId: number, subscriberId: number) =>
  `<newsletter.${postId}.${subscriberId}@${new URL(siteUrl).hostname}>`

const recipient = (email: string, name: string | null) => (name ? `"${name.replace(/["\\]/g, '')}" <${email}>` : email)

/**
 * A plain, single-column layout with inline styles (what mail clients keep), a color-scheme
 * declaration and a dark variant for the clients that honour `prefers-color-scheme`; the colours
 * also read well when a client inverts them itself.
 */
const layout = (title: string, body: string, footer: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(title)}</title>
<style>
:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){.nl-bg{background:#0f172a!important}.nl-card{background:#1e293b!important;border-color:#334155!important}.nl-text{color:#e2e8f0!important}.nl-muted{color:#94a3b8!important}.nl-link{color:#93c5fd!important}.nl-button{background:#3b82f6!important;color:#0f172a!important}}
</style></head>
<body class="nl-bg" style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="nl-bg" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="nl-card" style="max-width:600px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td class="nl-text" style="padding:28px 28px 8px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6;color:#0f172a">
${body}
</td></tr>
<tr><td class="nl-muted" style="padding:8px 28px 28px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:13px;line-height:1.5;color:#475569">
${footer}
</td></tr></table>
</td></tr></table>
</body></html>`

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a class="nl-button" href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`

export interface PostEmailInput {
  siteUrl: string
  siteName: string
  post: { id: number; title: string; slug: string; excerpt: string }
  subscriber: { id: number; email: string; name: string | null; unsubscribe_token: string }
  test?: boolean
}

/**
 * The unsubscribe token of the owner's test email (POST /admin/newsletter/test): no subscriber
 * has it (theirs are random, 128 bits or more), so its link explains instead of a 404.
 */
export const TEST_UNSUBSCRIBE_TOKEN = 'test'

/** A post's email to one subscriber (docs/api/newsletter.md, Sending a post). */
export const postEmail = ({ siteUrl, siteName, post, subscriber, test }: PostEmailInput): OutgoingEmail => {
  const link = `${siteUrl}/blogs/${post.slug}`
  const unsubscribe = `${siteUrl}/unsubscribe/${subscriber.unsubscribe_token}`
  const excerpt = post.excerpt.trim()
  const text = [
    post.title,
    '',
    ...(excerpt ? [excerpt, ''] : []),
    `Read it on ${siteName}: ${link}`,
    '',
    '—',
    `You get this email because you subscribed to ${siteName} (${siteUrl}).`,
    `Unsubscribe: ${unsubscribe}`,
  ].join('\n')
  const html = layout(
    post.title,
    `<p class="nl-muted" style="margin:0 0 8px;font-size:13px;letter-spacing:.04em;text-transform:uppercase;color:#475569">${escapeHtml(siteName)} · new post</p>
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3">${escapeHtml(post.title)}</h1>
${excerpt ? `<p style="margin:0">${escapeHtml(excerpt)}</p>` : ''}
${button(link, 'Read the post')}
<p style="margin:0;font-size:14px">Or open <a class="nl-link" href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(link)}</a></p>`,
    `You get this email because you subscribed to <a class="nl-link" href="${escapeHtml(siteUrl)}" style="color:#1d4ed8">${escapeHtml(siteName)}</a>. <a class="nl-link" href="${escapeHtml(unsubscribe)}" style="color:#1d4ed8">Unsubscribe</a> with one click.`,
  )
  return {
    to: recipient(subscriber.email, subscriber.name),
    subject: test ? `[Test] ${post.title}` : post.title,
    text,
    html,
    messageId: test
      ? `<newsletter-test.${post.id}.${Date.now()}@${new URL(siteUrl).hostname}>`
      : postMessageId(siteUrl, post.id, subscriber.id),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': listIdFor(siteUrl),
    },
  }
}

/** The double opt-in email (docs/api/newsletter.md, Subscribing). */
export const confirmationEmail = (opts: {
  siteUrl: string
  siteName: string
  deliveryId: number
  subscriber: { email: string; name: string | null; confirm_token: string }
}): OutgoingEmail => {
  const { siteUrl, siteName, subscriber } = opts
  const link = `${siteUrl}/subscribe/confirm/${subscriber.confirm_token}`
  const text = [
    `Please confirm your subscription to ${siteName}.`,
    '',
    `Confirm: ${link}`,
    '',
    'If you did not ask for this, ignore this email: nothing will be sent to you.',
  ].join('\n')
  const html = layout(
    `Confirm your subscription to ${siteName}`,
    `<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3">Confirm your subscription</h1>
<p style="margin:0">Someone, hopefully you, asked to receive new posts from ${escapeHtml(siteName)} at this address.</p>
${button(link, 'Confirm subscription')}
<p style="margin:0;font-size:14px">Or open <a class="nl-link" href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(link)}</a></p>`,
    'If you did not ask for this, ignore this email: nothing will be sent to you.',
  )
  return {
    to: recipient(subscriber.email, subscriber.name),
    subject: `Confirm your subscription to ${siteName}`,
    text,
    html,
    messageId: `<newsletter-confirm.${opts.deliveryId}@${new URL(siteUrl).hostname}>`,
    headers: {},
  }
}
