import { RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'

import type { LinkCheckState, LinkResult } from '../../../../core/schemas/link-health.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { relativeTime } from '../../../lib/format.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { Panel } from '../ui/admin-page.tsx'
import { linkFieldLabel } from './broken-links-badge.tsx'

/** Broken links listed before "Show all": a site with many kept the dashboard 3,700 px tall (issue 23). */
const SHOWN = 5

const editPath = (l: LinkResult) =>
  l.kind === 'project' ? `/admin/projects/${l.id}/edit` : `/admin/certificates/${l.id}/edit`

/** Dashboard card: broken project and certificate links, and "Check now" with its progress. */
export const LinkHealthPanel = ({ now }: { now: number }) => {
  const [state, setState] = useState<LinkCheckState | null>(null)
  /** Bumped to read the state again: after "Check now", and each second while a check runs. */
  const [reads, setReads] = useState(0)
  const [showAll, setShowAll] = useState(false)

  useEffect(() => {
    let live = true
    adminApi
      .linkCheck()
      .then((next) => live && setState(next))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [reads])

  useEffect(() => {
    if (!state?.running) return
    const timer = setTimeout(() => setReads((n) => n + 1), 1000)
    return () => clearTimeout(timer)
  }, [state])

  const start = async () => {
    try {
      await adminApi.startLinkCheck()
      setReads((n) => n + 1)
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to start the link check'))
    }
  }

  const broken = state?.links.filter((l) => !l.ok) ?? []
  const { done, total } = state?.progress ?? { done: 0, total: 0 }
  return (
    <Panel
      title="Link health"
      description={
        state?.checked_at ? `Last checked ${relativeTime(state.checked_at, now) || 'just now'}` : 'Not checked yet'
      }
      actions={
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'sm', className: 'shrink-0 whitespace-nowrap' })}
          onClick={() => void start()}
          disabled={!state || state.running}
        >
          <RefreshCw
            className={`h-4 w-4 ${state?.running ? 'animate-spin motion-reduce:animate-none' : ''}`}
            aria-hidden="true"
          />
          {state?.running ? 'Checking…' : 'Check now'}
        </button>
      }
    >
      {state?.running ? (
        <div className="mb-4">
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
            max={Math.max(total, 1)}
            value={done}
            aria-label="Links checked"
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
            {done} of {total} links checked
          </p>
        </div>
      ) : null}
      {state === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>
      ) : broken.length ? (
        <>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            {broken.length === 1 ? '1 broken link' : `${broken.length} broken links`}
          </p>
          <ul className="space-y-3" id="broken-links">
            {(showAll ? broken : broken.slice(0, SHOWN)).map((l) => (
              <li key={`${l.kind}-${l.id}-${l.field}`}>
                <Link
                  to={editPath(l)}
                  className="block rounded-xl border border-rose-200 p-3 transition-colors hover:border-rose-400 dark:border-rose-900 dark:hover:border-rose-700"
                >
                  {/* The item's title (issue 23: "Project #13" said nothing); its number only if it is gone. */}
                  <span className="block text-sm font-semibold break-words text-slate-900 dark:text-white">
                    {l.title ?? `${l.kind === 'project' ? 'Project' : 'Certificate'} #${l.id}`}
                  </span>
                  <span className="block text-xs text-slate-700 dark:text-slate-300">
                    {l.kind === 'project' ? 'Project' : 'Certificate'} · {linkFieldLabel(l.field)} link
                  </span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{l.url}</span>
                  <span className="mt-1 block text-xs font-medium text-rose-700 dark:text-rose-400">{l.error}</span>
                </Link>
              </li>
            ))}
          </ul>
          {broken.length > SHOWN ? (
            <button
              type="button"
              aria-expanded={showAll}
              aria-controls="broken-links"
              onClick={() => setShowAll((v) => !v)}
              className="mt-3 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {showAll ? 'Show fewer' : `Show all ${broken.length} broken links`}
            </button>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {state.links.length ? `All ${state.links.length} links work.` : 'No links checked yet.'}
        </p>
      )}
    </Panel>
  )
}
