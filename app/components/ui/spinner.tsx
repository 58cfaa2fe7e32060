import { cn } from '../../lib/cn.ts'

export const Spinner = ({ className, label = 'Loading' }: { className?: string; label?: string }) => (
  <span role="status" className={cn('inline-flex items-center', className)}>
    <svg className="h-5 w-5 animate-spin text-current" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
    <span className="sr-only">{label}</span>
  </span>
)
