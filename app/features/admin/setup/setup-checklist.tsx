import { Check, Circle } from 'lucide-react'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'

import type { SetupStatus, SetupStepKey } from '../../../../core/schemas/setup.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { Panel } from '../ui/admin-page.tsx'
import { setupApi } from './setup-api.ts'

const STEPS: Record<SetupStepKey, { label: string; to: string; todo: string }> = {
  profile: { label: 'Your name, headline and contact email', to: '/admin/setup', todo: 'Set up your profile' },
  photo: { label: 'Your photo', to: '/admin/setup', todo: 'Add your photo' },
  project: { label: 'Your first project', to: '/admin/projects/create', todo: 'Add a project' },
  post: { label: 'Your first post', to: '/admin/blog/create', todo: 'Write a post' },
  email: { label: 'New messages by email', to: '/admin/site', todo: 'Set a contact email' },
}

/** The dashboard's "Finish setting up" list (issue 13): shown until every step is done or dismissed. */
export const SetupChecklist = ({ status }: { status: SetupStatus }) => {
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const done = status.checklist.filter((s) => s.done).length
  const dismiss = async () => {
    setBusy(true)
    try {
      await setupApi.dismissChecklist()
      await revalidator.revalidate()
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to dismiss the checklist'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Panel
      title="Finish setting up your site"
      description={`${done} of ${status.checklist.length} done`}
      actions={
        <button
          type="button"
          disabled={busy}
          onClick={() => void dismiss()}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
        >
          Dismiss
        </button>
      }
      className="mb-6"
    >
      <ol className="divide-y divide-slate-200 dark:divide-slate-800">
        {status.checklist.map(({ key, done: isDone }) => {
          const step = STEPS[key]
          // Email needs the server's SMTP_URL first; then only a contact address is missing.
          const emailBlocked = key === 'email' && !status.email_notifications.enabled
          return (
            <li key={key} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3">
              {isDone ? (
                <Check className="h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              ) : (
                <Circle className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-200">
                {step.label}
                <span className="sr-only">{isDone ? ' (done)' : ' (to do)'}</span>
                {emailBlocked ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    Set <code>SMTP_URL</code> (and <code>SMTP_FROM</code>) on the server, then restart it — see the
                    README's Configuration.
                  </span>
                ) : null}
              </span>
              {!isDone && !emailBlocked ? (
                <Link to={step.to} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
                  {step.todo}
                </Link>
              ) : null}
            </li>
          )
        })}
      </ol>
    </Panel>
  )
}
