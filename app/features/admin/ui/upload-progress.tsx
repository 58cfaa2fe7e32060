import { cn } from '../../../lib/cn.ts'

/**
 * A labelled progress bar for an upload (0–1). Once every byte is sent the server still makes the
 * responsive copies, so a full bar says "Processing…" until the answer comes.
 */
export const UploadProgress = ({ value, name }: { value: number; name: string }) => {
  const percent = Math.round(value * 100)
  const processing = percent >= 100
  const label = processing ? `Processing ${name}…` : `Uploading ${name}`
  return (
    <div className="w-full">
      <div className="mb-1 flex justify-between gap-2 text-xs font-medium text-slate-700 dark:text-slate-300">
        <span className="truncate">{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cn(
            'h-full rounded-full bg-brand-600 transition-[width] duration-150',
            processing && 'animate-pulse',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
