import { cn } from '../../../lib/cn.ts'

/** A small picture for a table row; the title's initial when there is none. */
export const Thumb = ({
  src,
  label,
  className,
}: {
  src: string | null | undefined
  label: string
  className?: string
}) =>
  src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={cn('h-10 w-16 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid h-10 w-16 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-indigo-700 text-sm font-bold text-white',
        className,
      )}
    >
      {label.slice(0, 1).toUpperCase()}
    </span>
  )
