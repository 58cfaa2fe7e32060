import { ArrowLeft, House } from 'lucide-react'
import { Link, useNavigate } from 'react-router'

import { useSiteText } from '../../lib/site-text.ts'
import { buttonClass } from '../ui/button.ts'

/** SPEC.md §2: the 404 page offers Go Home and Go Back. */
export const NotFound = () => {
  const navigate = useNavigate()
  const text = useSiteText()
  const body = text('not_found.text')
  return (
    <div className="mx-auto max-w-lg py-20 text-center sm:py-28">
      <p className="bg-gradient-to-br from-brand-500 to-brand-800 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl dark:from-brand-300 dark:to-brand-500">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {text('not_found.title')}
      </h1>
      {body ? <p className="mt-4 text-base leading-7 text-slate-600 dark:text-slate-400">{body}</p> : null}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Link to="/" className={buttonClass()}>
          <House className="h-4 w-4" aria-hidden="true" />
          Go Home
        </Link>
        <button
          type="button"
          className={buttonClass({ variant: 'outline' })}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Go Back
        </button>
      </div>
    </div>
  )
}
