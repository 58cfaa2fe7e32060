import { Mail } from 'lucide-react'
import { useEffect, useState } from 'react'

import type { NewsletterOverview } from '../../../../core/schemas/newsletter.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { Panel } from '../ui/admin-page.tsx'

/**
 * The post's newsletter (docs/api/newsletter.md): its delivery figures once it went out, and
 * "Send test", one copy to the owner that changes no figure.
 */
export const NewsletterPanel = ({ postId }: { postId: number }) => {
  const [overview, setOverview] = useState<NewsletterOverview | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    adminApi
      .newsletter()
      .then((o) => live && setOverview(o))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [postId])
  const stats = overview?.posts.find((p) => p.post_id === postId)
  const sendTest = async () => {
    setBusy(true)
    try {
      const { to } = await adminApi.sendNewsletterTest(postId)
      toast.success(`Test email sent to ${to}.`)
    } catch (err) {
      toast.error(errorMessage(err, 'The test email failed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Panel title="Newsletter" description="Subscribers get the post by email once, when it first goes live.">
      {overview && !overview.email_configured ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          Email is not configured (SMTP_URL): nothing is sent. Subscriptions are still kept.
        </p>
      ) : null}
      {stats ? (
        <dl className="mb-3 grid grid-cols-3 gap-2 text-center text-sm" aria-label="Deliveries">
          {(['queued', 'sent', 'failed'] as const).map((k) => (
            <div key={k} className="rounded-lg border border-slate-200 p-2 dark:border-slate-800">
              <dt className="text-slate-600 capitalize dark:text-slate-400">{k}</dt>
              <dd className="text-lg font-semibold tabular-nums">{stats[k]}</dd>
            </div>
          ))}
        </dl>
      ) : overview?.email_configured ? (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Not sent to subscribers yet.</p>
      ) : null}
      {overview?.email_configured ? (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          disabled={busy}
          onClick={() => void sendTest()}
        >
          <Mail className="h-4 w-4" aria-hidden="true" />
          Send test
        </button>
      ) : null}
    </Panel>
  )
}
