import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** "← All posts": the way back from a detail page to its list. */
export const BackLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link
    to={to}
    className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
    {children}
  </Link>
)
