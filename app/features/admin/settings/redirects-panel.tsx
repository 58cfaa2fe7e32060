import { ArrowRight, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'

import type { Redirect } from '../../../../core/schemas/redirect.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Field, Input } from '../../../components/ui/form.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { Panel } from '../ui/admin-page.tsx'

const SOURCE: Record<Redirect['source'], string> = {
  slug: 'address changed',
  import: 'imported',
  manual: 'added by hand',
}

/**
 * Old addresses that lead to a post, project or page today: recorded when a slug changes or an
 * import brings old URLs, or added here by hand. Deleting one makes the old address unknown again.
 */
export const RedirectsPanel = ({ initial }: { initial: Redirect[] }) => {
  const [items, setItems] = useState(initial)
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({})
  const [busy, setBusy] = useState(false)

  const add = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      const created = await adminApi.addRedirect({ from, to })
      setItems((list) => [created, ...list.filter((r) => r.from !== created.from)])
      setFrom('')
      setTo('')
      toast.success(`${created.from} now leads to ${created.to ?? 'its item'}`)
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.[0]?.loc?.[1] : undefined
      if (field === 'from' || field === 'to') setErrors({ [field]: errorMessage(err, 'Check this address') })
      else toast.error(errorMessage(err, 'Failed to add the redirect'))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (r: Redirect) => {
    try {
      await adminApi.deleteRedirect(r.id)
      setItems((list) => list.filter((x) => x.id !== r.id))
      toast.success(`${r.from} no longer redirects`)
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete the redirect'))
    }
  }

  return (
    <Panel
      title="Redirects"
      description="Old addresses that still lead to your posts and projects: kept when you change an address or import a blog."
    >
      <form onSubmit={(e) => void add(e)} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" noValidate>
        <Field id="redirect-from" label="Old address" error={errors.from}>
          <Input
            id="redirect-from"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            placeholder="/2019/05/my-old-post/"
            invalid={Boolean(errors.from)}
            required
          />
        </Field>
        <Field id="redirect-to" label="Leads to" error={errors.to}>
          <Input
            id="redirect-to"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder="/blogs/my-post"
            invalid={Boolean(errors.to)}
            required
          />
        </Field>
        <button type="submit" className={buttonClass({ className: 'sm:mt-7' })} disabled={busy}>
          {busy ? <Spinner /> : null}
          Add redirect
        </button>
      </form>

      {items.length ? (
        <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
          {items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <span className="font-mono text-[0.8125rem] break-all text-slate-800 dark:text-slate-200">{r.from}</span>
              <ArrowRight className="h-4 w-4 shrink-0 text-slate-500" aria-label="leads to" />
              <span className="font-mono text-[0.8125rem] break-all text-slate-800 dark:text-slate-200">
                {r.to ?? 'not public now'}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">{SOURCE[r.source]}</span>
              <button
                type="button"
                className={buttonClass({ variant: 'ghost', size: 'sm', className: 'ml-auto' })}
                onClick={() => void remove(r)}
                aria-label={`Delete the redirect from ${r.from}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          None yet. When you change a post's or project's address, the old one is kept here and keeps working.
        </p>
      )}
    </Panel>
  )
}
