import type { ReactNode } from 'react'

import { isStaticSite } from '../../lib/static-mode.ts'

/** The centred card both sign-in pages sit in. */
export const AuthCard = ({
  icon,
  title,
  description,
  children,
  footer,
}: {
  icon: ReactNode
  title: string
  description: ReactNode
  children: ReactNode
  footer?: ReactNode
}) => (
  <div className="relative isolate overflow-hidden">
    <div
      aria-hidden="true"
      className="absolute top-[-12rem] left-1/2 -z-10 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-brand-400/25 via-indigo-400/15 to-cyan-300/15 blur-3xl dark:from-brand-600/20 dark:via-indigo-600/10 dark:to-cyan-500/5"
    />
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-3xl border border-slate-200 bg-white/90 p-6 shadow-xl shadow-slate-900/5 backdrop-blur sm:p-8 dark:border-slate-800 dark:bg-slate-900/80 dark:shadow-black/30">
        <div className="mb-6 text-center">
          <span
            aria-hidden="true"
            className="mx-auto grid h-12 w-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-md shadow-brand-600/30"
          >
            {icon}
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        {/* The static export has no API to sign in or register with. */}
        {isStaticSite() ? (
          <p role="status" className="text-center text-sm text-slate-700 dark:text-slate-300">
            This is a static copy of the site: signing in and registering require the API.
          </p>
        ) : (
          children
        )}
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div> : null}
    </div>
  </div>
)
