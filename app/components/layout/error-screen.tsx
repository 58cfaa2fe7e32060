import { RefreshCw } from 'lucide-react'

import { buttonClass } from '../ui/button.ts'
import { NotFound } from './not-found.tsx'

/** SPEC.md §2: "Something went wrong" with Refresh Page; a 404 shows the not-found page. */
export const ErrorContent = ({ status }: { status: number }) => {
  if (status === 404) return <NotFound />
  return (
    <div role="alert" className="mx-auto max-w-md py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-rose-700 uppercase dark:text-rose-400">Error {status}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Something went wrong
      </h1>
      <p className="mt-4 text-base leading-7 text-slate-600 dark:text-slate-400">
        An unexpected error occurred. Refreshing the page usually helps; if it keeps happening, please try again in a
        little while.
      </p>
      <button type="button" className={buttonClass({ className: 'mt-8' })} onClick={() => window.location.reload()}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Refresh Page
      </button>
    </div>
  )
}

/** The whole-page version, for the root error boundary (no layout around it). */
export const ErrorScreen = ({ status }: { status: number }) => (
  <main id="main" className="grid min-h-dvh place-items-center px-4">
    <ErrorContent status={status} />
  </main>
)
