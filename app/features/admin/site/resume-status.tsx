import { FileText } from 'lucide-react'

import type { ResumeInfo } from '../../../../core/schemas/resume.ts'

/**
 * Which résumé the Download Resume buttons give visitors (GET /admin/resume), with a preview.
 * The preview opens in a new tab: the site's CSP keeps every page out of frames
 * (`frame-ancestors 'none'`) and allows no plugins (`object-src 'none'`), so the PDF is never
 * embedded in this page.
 */
export const ResumeStatus = ({ resume }: { resume: ResumeInfo }) => {
  const generated = resume.source === 'generated'
  return (
    <div
      className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-800/50"
      data-testid="resume-status"
    >
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900 dark:text-white">
          {generated ? 'Visitors get a generated résumé' : 'Visitors get the PDF you uploaded'}
        </p>
        <p className="text-slate-600 dark:text-slate-300">
          {generated
            ? 'Made from this profile, your featured projects and your certificates, and redrawn whenever they change. Upload a PDF above to offer your own instead.'
            : 'Remove it above (or point the field elsewhere) to offer the résumé generated from this profile, your featured projects and certificates.'}
        </p>
        <a
          href={resume.url}
          target="_blank"
          rel="noreferrer"
          className="inline-block font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Preview résumé ({resume.source})<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  )
}
