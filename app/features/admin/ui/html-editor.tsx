import { type ComponentProps, forwardRef, useState } from 'react'

import { Textarea } from '../../../components/ui/form.tsx'
import { cn } from '../../../lib/cn.ts'

const tabClass = (active: boolean) =>
  cn(
    'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
    active
      ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
      : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  )

/**
 * A textarea for rich text kept as HTML (project descriptions), with a Preview tab styled like
 * the public page. The server sanitizes the HTML when it is saved.
 */
export const HtmlEditor = forwardRef<
  HTMLTextAreaElement,
  ComponentProps<typeof Textarea> & { html: string; previewLabel: string }
>(function HtmlEditor({ html, previewLabel, className, ...rest }, ref) {
  const [preview, setPreview] = useState(false)
  return (
    <div>
      <div
        role="group"
        aria-label="Editor mode"
        className="mb-2 inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800/70"
      >
        <button type="button" className={tabClass(!preview)} aria-pressed={!preview} onClick={() => setPreview(false)}>
          Write
        </button>
        <button type="button" className={tabClass(preview)} aria-pressed={preview} onClick={() => setPreview(true)}>
          Preview
        </button>
      </div>
      <Textarea
        ref={ref}
        className={cn('min-h-56 font-mono text-base sm:text-[13px]', preview && 'hidden', className)}
        {...rest}
      />
      {preview ? (
        <div
          aria-label={previewLabel}
          role="region"
          className="prose-content min-h-56 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-950"
          // Only the signed-in owner sees this; the page's CSP runs no inline script, and the
          // server sanitizes the HTML on save.
          dangerouslySetInnerHTML={{ __html: html || '<p><em>Nothing to preview yet.</em></p>' }}
        />
      ) : null}
    </div>
  )
})
