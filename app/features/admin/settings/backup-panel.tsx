import { DatabaseBackup } from 'lucide-react'
import { useState } from 'react'

import type { BackupStatus } from '../../../../core/schemas/backup.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/form-errors.ts'
import { formatDate } from '../../../lib/format.ts'
import { toast } from '../../../lib/toast.ts'
import { Panel } from '../ui/admin-page.tsx'
import { downloadBackup, type DownloadProgress } from './download-backup.ts'

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

const dateTime = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`

type Phase = { at: 'idle' } | { at: 'preparing' } | { at: 'downloading'; progress: DownloadProgress }

/** "Download backup" with progress, and what the scheduled backups are doing. */
export const BackupPanel = ({ status }: { status: BackupStatus }) => {
  const [phase, setPhase] = useState<Phase>({ at: 'idle' })
  const start = async () => {
    setPhase({ at: 'preparing' })
    try {
      const { name, bytes } = await downloadBackup(
        (progress) => setPhase({ at: 'downloading', progress }),
        () => setPhase({ at: 'downloading', progress: { received: 0, total: null } }),
      )
      toast.success(`Backup downloaded: ${name} (${size(bytes)})`)
    } catch (err) {
      toast.error(errorMessage(err, 'The backup failed'))
    } finally {
      setPhase({ at: 'idle' })
    }
  }
  const busy = phase.at !== 'idle'
  const percent =
    phase.at === 'downloading' && phase.progress.total
      ? Math.round((phase.progress.received / phase.progress.total) * 100)
      : null

  return (
    <Panel
      title="Backups"
      description="One archive of everything: every table of the database and every uploaded file, with checksums."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">
          Keep a copy somewhere safe. To put it back, on the server:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.8125rem] whitespace-nowrap dark:bg-slate-800">
            npm run restore -- FILE
          </code>{' '}
          (SQLite or PostgreSQL, whichever made it).
        </p>
        <button
          type="button"
          className={buttonClass({ className: 'shrink-0' })}
          onClick={() => void start()}
          disabled={busy}
        >
          {busy ? <Spinner /> : <DatabaseBackup className="h-4 w-4" aria-hidden="true" />}
          Download backup
        </button>
      </div>

      <div aria-live="polite" className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        {phase.at === 'preparing' ? <p>Preparing the backup…</p> : null}
        {phase.at === 'downloading' ? (
          <div className="flex items-center gap-3">
            <progress
              className="h-2 w-full max-w-sm overflow-hidden rounded-full accent-brand-600"
              max={100}
              value={percent ?? undefined}
              aria-label="Backup download"
            />
            <span className="tabular-nums">
              {size(phase.progress.received)}
              {phase.progress.total ? ` of ${size(phase.progress.total)}` : ''}
            </span>
          </div>
        ) : null}
      </div>

      <div className="mt-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Scheduled backups</h3>
        {status.scheduled ? (
          <>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              Every {status.interval_hours === 1 ? 'hour' : `${status.interval_hours} hours`}, keeping the newest{' '}
              {status.keep}.{' '}
              {status.last_run_at ? `Last run: ${dateTime(status.last_run_at)}.` : 'The first one runs shortly.'}
            </p>
            {status.last_error ? (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
                The last scheduled backup failed: {status.last_error}
              </p>
            ) : null}
            {status.files.length ? (
              <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
                {status.files.map((f) => (
                  <li key={f.name} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <span className="font-mono text-[0.8125rem] break-all text-slate-800 dark:text-slate-200">
                      {f.name}
                    </span>
                    <span className="text-slate-600 dark:text-slate-400">{size(f.bytes)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Off. Set <code className="font-mono text-[0.8125rem]">BACKUP_DIR</code> on the server to keep a backup every
            day (<code className="font-mono text-[0.8125rem]">BACKUP_INTERVAL_HOURS</code>,{' '}
            <code className="font-mono text-[0.8125rem]">BACKUP_KEEP</code>).
          </p>
        )}
      </div>
    </Panel>
  )
}
