import type { ReactNode } from 'react'

import { Container } from './container.tsx'

/** The band at the top of a list page: eyebrow, h1, description (an empty eyebrow or description is left out). */
export const PageHeader = ({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow: string
  title: string
  description: ReactNode
  children?: ReactNode
}) => (
  <div className="relative isolate overflow-hidden border-b border-slate-200/70 bg-slate-50 dark:border-slate-800/70 dark:bg-slate-900/40">
    <div
      aria-hidden="true"
      className="absolute top-[-10rem] left-1/2 -z-10 h-[24rem] w-[48rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-brand-400/25 via-indigo-400/15 to-cyan-300/15 blur-3xl dark:from-brand-600/20 dark:via-indigo-600/10 dark:to-cyan-500/5"
    />
    <Container className="py-14 sm:py-20">
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{title}</h1>
      {description ? (
        <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      {children}
    </Container>
  </div>
)
