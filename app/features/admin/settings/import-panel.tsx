import { Download, FileUp } from 'lucide-react'
import { useRef, useState } from 'react'

import type { ErrorResponse } from '../../../../core/schemas/common.ts'
import type { ImportJob } from '../../../../core/schemas/imports.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { API_BASE, ApiError, api, refreshAccessToken } from '../../../lib/api-client.ts'
import { getAccessToken } from '../../../lib/auth-storage.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { Panel } from '../ui/admin-page.tsx'

const FORMATS: Record<NonNullable<ImportJob['format']>, string> = {
  ghost: 'Ghost',
  wordpress: 'WordPress',
  medium: 'Medium',
  markdown: 'Markdown',
}

/** fetch with the bearer token, and the one refresh-and-retry on 401 every call has. */
const authed = async (url: string, init: RequestInit = {}) => {
  const go = (token: string | null) =>
    fetch(url, {
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'application/json' },
    })
  const token = getAccessToken()
  let res = await go(token)
  if (res.status === 401 && token) res = await go(await refreshAccessToken())
  return res
}

/** POST /admin/imports (docs/api/import-export.md): the file and whether it is a dry run. */
const startImport = async (file: File, dryRun: boolean) => {
  const form = new FormData()
  form.append('dry_run', String(dryRun))
  form.append('file', file)
  let res: Response
  try {
    res = await authed(`${API_BASE}/admin/imports`, { method: 'POST', body: form })
  } catch {
    throw new ApiError(0, null, 'The upload failed: the server could not be reached')
  }
  const body = (await res.json().catch(() => null)) as ({ id: string } & Partial<ErrorResponse>) | null
  if (res.status !== 202 || !body?.id) throw new ApiError(res.status, body, 'The upload failed')
  return body.id
}

const getImport = (id: string) =>
  api.get<ImportJob>(`/admin/imports/${encodeURIComponent(id)}`, { fallback: 'Failed to fetch the import' })

/** GET /admin/export/markdown, saved under the server's file name. */
const downloadExport = async () => {
  const res = await authed(`${API_BASE}/admin/export/markdown`)
  if (!res.ok) throw new ApiError(res.status, null, 'The export failed')
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'folio-posts.zip'
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  URL.revokeObjectURL(url)
}

const waitForJob = async (id: string, onUpdate: (job: ImportJob) => void) => {
  for (;;) {
    const job = await getImport(id)
    onUpdate(job)
    if (job.status === 'done' || job.status === 'failed') return job
    await new Promise((r) => setTimeout(r, 500))
  }
}

const Report = ({ job }: { job: ImportJob }) => {
  const r = job.report
  if (!r) return null
  const rows: [string, number][] = [
    [job.dry_run ? 'Posts to create' : 'Posts created', r.posts.created],
    [job.dry_run ? 'Posts to update' : 'Posts updated', r.posts.updated],
    ['Items skipped', r.posts.skipped],
    ['Tags', r.tags],
    [job.dry_run ? 'Images to import' : 'Images imported', r.media.imported],
    ['Remote media kept as links', r.media.external],
    ['Media not found', r.media.missing],
    [job.dry_run ? 'Old addresses to redirect' : 'Old addresses redirected', r.redirects],
  ]
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {job.dry_run ? 'Dry run: what the import would do' : 'Imported'}
        {job.format ? ` (${FORMATS[job.format]})` : ''}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {rows.map(([label, n]) => (
          <div key={label} className="flex justify-between gap-2 border-b border-slate-100 py-1 dark:border-slate-800">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{n}</dd>
          </div>
        ))}
      </dl>
      {r.warnings.length ? (
        <details className="mt-3 text-sm" open={r.warnings.length <= 5}>
          <summary className="cursor-pointer font-medium text-amber-800 dark:text-amber-300">
            {r.warnings.length} {r.warnings.length === 1 ? 'warning' : 'warnings'}
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            {r.warnings.map((w, i) => (
              <li key={i} className="break-words">
                {w}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

/** Import from Ghost, WordPress, Medium or Markdown (dry run first), and the Markdown export. */
export const ImportPanel = () => {
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [job, setJob] = useState<ImportJob | null>(null)
  const [busy, setBusy] = useState(false)
  const [exporting, setExporting] = useState(false)

  const run = async (dryRun: boolean) => {
    if (!file) return
    setBusy(true)
    setJob(null)
    try {
      const id = await startImport(file, dryRun)
      const done = await waitForJob(id, setJob)
      if (done.status === 'failed') toast.error(done.error ?? 'The import failed')
      else if (!dryRun) toast.success('Import done')
    } catch (err) {
      toast.error(errorMessage(err, 'The import failed'))
    } finally {
      setBusy(false)
    }
  }
  const exportAll = async () => {
    setExporting(true)
    try {
      await downloadExport()
    } catch (err) {
      toast.error(errorMessage(err, 'The export failed'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Panel
      title="Import and export"
      description="Bring posts over from Ghost, WordPress, Medium or Markdown files; take every post out as Markdown."
    >
      <div className="flex flex-col gap-3">
        <label htmlFor="import-file" className="text-sm font-medium text-slate-900 dark:text-white">
          Export file (Ghost .json or .zip, WordPress .xml or .zip, Medium .zip, Markdown .zip)
        </label>
        <input
          ref={input}
          id="import-file"
          type="file"
          accept=".json,.xml,.zip,application/json,application/xml,text/xml,application/zip"
          className="block w-full text-base text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-slate-900 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-white"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setJob(null)
          }}
          disabled={busy}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            disabled={!file || busy}
            onClick={() => void run(true)}
          >
            Dry run
          </button>
          <button type="button" className={buttonClass()} disabled={!file || busy} onClick={() => void run(false)}>
            {busy ? <Spinner /> : <FileUp className="h-4 w-4" aria-hidden="true" />}
            Import
          </button>
        </div>
      </div>

      <div aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {job && (job.status === 'queued' || job.status === 'running') ? (
          <div className="mt-4 flex items-center gap-3">
            <progress
              className="h-2 w-full max-w-sm overflow-hidden rounded-full accent-brand-600"
              max={100}
              value={Math.round(job.progress * 100)}
              aria-label="Import progress"
            />
            <span className="tabular-nums">{Math.round(job.progress * 100)}%</span>
          </div>
        ) : null}
        {job?.status === 'failed' ? (
          <p role="alert" className="mt-4 font-medium text-red-700 dark:text-red-400">
            {job.error}
          </p>
        ) : null}
        {job?.status === 'done' ? <Report job={job} /> : null}
      </div>

      <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">
          Every post as a Markdown file with its front matter, and the images they use: it imports back as it is.
        </p>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', className: 'shrink-0' })}
          onClick={() => void exportAll()}
          disabled={exporting}
        >
          {exporting ? <Spinner /> : <Download className="h-4 w-4" aria-hidden="true" />}
          Export as Markdown
        </button>
      </div>
    </Panel>
  )
}
