import { AlertTriangle, RefreshCw } from 'lucide-react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

import { buttonClass } from '../../../components/ui/button.ts'
import { ApiError } from '../../../lib/api-client.ts'

/** An admin screen that failed to load: the reason, inside the admin frame, with a way out. */
export const AdminRouteError = ({
  backTo = '/admin',
  backLabel = 'Back to the dashboard',
  notFoundText = 'This item does not exist, or it was deleted.',
}) => {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : 500
  const notFound = status === 404
  const detail =
    error instanceof ApiError
      ? error.detail
      : isRouteErrorResponse(error) && typeof error.data === 'string'
        ? error.data
        : 'An unexpected error occurred.'
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-2xl bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300">
        <AlertTriangle className="h-6 w-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {notFound ? 'Not found' : 'Something went wrong'}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{notFound ? notFoundText : detail}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={backTo} className={buttonClass({ variant: 'outline' })}>
          {backLabel}
        </Link>
        {notFound ? null : (
          <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Refresh Page
          </button>
        )}
      </div>
    </div>
  )
}
