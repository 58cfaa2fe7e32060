import { useEffect, useState } from 'react'

import type { WebhookDeliveryList } from '../../../../core/schemas/webhook.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/form-errors.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { adminApi } from '../api.ts'

const PAGE = 10
/** While a delivery is still pending, the log looks again this often. */
const REFRESH_MS = 2000

const STATUS = {
  pending: { tone: 'amber', label: 'Pending' },
  succeeded: { tone: 'green', label: 'Delivered' },
  failed: { tone: 'rose', label: 'Failed' },
} as const

/** One webhook's delivery log, newest first, ten at a time; it follows pending deliveries until they end. */
export const WebhookDeliveries = ({ webhookId, version }: { webhookId: number; version: number }) => {
  const [skip, setSkip] = useState(0)
  const [data, setData] = useState<WebhookDeliveryList | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = async () => {
      try {
        const list = await adminApi.webhookDeliveries(webhookId, skip, PAGE)
        if (stopped) return
        setData(list)
        setError(null)
        if (list.deliveries.some((d) => d.status === 'pending')) timer = setTimeout(() => void load(), REFRESH_MS)
      } catch (err) {
        if (!stopped) setError(errorMessage(err, 'Failed to fetch the deliveries'))
      }
    }
    void load()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [webhookId, skip, version])

  if (error) return <p className="mt-3 text-rose-700 dark:text-rose-400">{error}</p>
  if (!data)
    return (
      <p className="mt-3 flex items-center gap-2 text-slate-700 dark:text-slate-300">
        <Spinner /> Loading deliveries…
      </p>
    )
  if (!data.deliveries.length)
    return <p className="mt-3 text-slate-700 dark:text-slate-300">Nothing sent yet. Send a ping to try the endpoint.</p>

  return (
    <div className="mt-3">
      <ol
        aria-label="Deliveries"
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {data.deliveries.map((d) => (
          <li key={d.id} className="grid gap-1 px-3 py-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <code className="text-[0.8125rem] text-slate-900 dark:text-slate-100">{d.type}</code>
              <Badge tone={STATUS[d.status].tone}>{STATUS[d.status].label}</Badge>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {d.response_code ? `HTTP ${d.response_code} · ` : ''}
                {d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`} ·{' '}
                <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
              </span>
            </div>
            {d.error ? (
              <p className="text-xs text-slate-700 dark:text-slate-300">
                {d.error}
                {d.status === 'pending' && d.next_attempt_at ? (
                  <>
                    {' '}
                    Next try <time dateTime={d.next_attempt_at}>{formatDateTime(d.next_attempt_at)}</time>.
                  </>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {data.pages > 1 ? (
        <div className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            disabled={skip === 0}
            onClick={() => setSkip((s) => Math.max(0, s - PAGE))}
          >
            Newer
          </button>
          <span>
            Page {data.page} of {data.pages}
          </span>
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            disabled={!data.has_more}
            onClick={() => setSkip((s) => s + PAGE)}
          >
            Older
          </button>
        </div>
      ) : null}
    </div>
  )
}
