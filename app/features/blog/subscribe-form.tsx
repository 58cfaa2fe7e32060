import { CircleCheck, Mail } from 'lucide-react'
import { useId, useState } from 'react'

import { buttonClass } from '../../components/ui/button.ts'
import { cn } from '../../lib/cn.ts'

/**
 * "New posts by email" (docs/api/newsletter.md, The subscribe form): a plain form that posts to
 * /subscribe and works without JavaScript; once the page is interactive it posts to the API
 * instead and answers in place. The honeypot `website` is hidden from people.
 */
export const SubscribeForm = ({ className }: { className?: string }) => {
  const id = useId()
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false })
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setState({ busy: true })
    const { api, ApiError } = await import('../../lib/api-client.ts')
    try {
      const res = await api.post<{ message: string }>(
        '/subscribe',
        { email: data.get('email'), name: data.get('name') || null, website: data.get('website') || undefined },
        { auth: false, fallback: 'Subscribing failed. Check your connection and try again.' },
      )
      setState({ busy: false, done: res.message })
    } catch (err) {
      const e = err instanceof ApiError ? err : null
      const field = e?.errors?.find((x) => x.loc.at(-1) === 'email' || x.loc.at(-1) === 'name')
      setState({ busy: false, error: field?.msg ?? e?.detail ?? 'Subscribing failed.' })
    }
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Mail className="h-5 w-5" aria-hidden="true" />
        New posts by email
      </h2>
      {state.done ? (
        <p role="status" className="mt-3 flex items-start gap-2 text-slate-700 dark:text-slate-300">
          <CircleCheck className="mt-1 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          {state.done}
        </p>
      ) : (
        <form method="post" action="/subscribe" className="mt-3" onSubmit={(e) => void onSubmit(e)} noValidate={false}>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
            One email per new post, nothing else. Unsubscribe with one click.
          </p>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div>
              <label htmlFor={`${id}-email`} className="field-label">
                Email
              </label>
              <input
                id={`${id}-email`}
                className={cn('input', state.error ? 'input-bad' : 'input-ok')}
                type="email"
                name="email"
                required
                maxLength={254}
                autoComplete="email"
                aria-invalid={state.error ? true : undefined}
                aria-describedby={state.error ? `${id}-error` : undefined}
              />
            </div>
            <div>
              <label htmlFor={`${id}-name`} className="field-label">
                Name <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
              </label>
              <input
                id={`${id}-name`}
                className="input input-ok"
                type="text"
                name="name"
                maxLength={100}
                autoComplete="name"
              />
            </div>
            <div className="sr-only" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            <button type="submit" className={buttonClass()} disabled={state.busy}>
              Subscribe
            </button>
          </div>
          {state.error ? (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-400">
              {state.error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  )
}
