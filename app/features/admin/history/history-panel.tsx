import * as Dialog from '@radix-ui/react-dialog'
import { ArrowLeft, ArrowRight, History, RotateCcw, X } from 'lucide-react'
import { useState } from 'react'

import type { PostStatus } from '../../../../core/schemas/blog.ts'
import type { Revision, RevisionKind, RevisionList, RevisionSummary } from '../../../../core/schemas/revision.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { relativeTime } from '../../../lib/format.ts'
import { toast } from '../../../lib/toast.ts'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { Panel } from '../ui/admin-page.tsx'
import { changedFields, HISTORY_FIELDS, keptOnRestore, keptSentence, normalize, type FieldChange } from './fields.ts'
import { historyApi, type RestoredItem } from './history-api.ts'
import { DiffLegend, WordDiff } from './word-diff.tsx'

const WIDE = '(min-width: 768px)'

/** "Nov 23, 2026, 6:04 PM" in the owner's own time zone (the admin renders in the browser). */
const absolute = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

const authorOf = (r: RevisionSummary) => r.user_name || r.user_email || 'A deleted account'

const NOUN: Record<RevisionKind, string> = { post: 'post', project: 'project', page: 'page' }

/**
 * The History panel of an editor: every saved version of the item (when, who, title), one
 * version's fields, the words and fields changed since, and Restore (itself a new version).
 * A drawer beside the form on wide screens, the whole screen on phones.
 */
export const HistoryPanel = <K extends RevisionKind>({
  kind,
  itemId,
  current,
  saved,
  dirty,
  onRestored,
}: {
  kind: K
  itemId: number
  /** The item as last saved: its publication state, which a restore keeps. */
  saved: { status?: PostStatus; published_at?: string | null; is_active?: boolean }
  /** The editor's values now: what a version is compared with. */
  current: () => Record<string, unknown>
  /** The editor has unsaved changes (a restore replaces them). */
  dirty: boolean
  onRestored: (item: RestoredItem[K]) => void
}) => {
  const [open, setOpen] = useState(false)
  const [list, setList] = useState<RevisionList | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [revisions, setRevisions] = useState<Record<number, Revision>>({})
  const [now, setNow] = useState(() => Date.now())
  const [currentValues, setCurrentValues] = useState<Record<string, unknown>>({})
  const [view, setView] = useState<'changes' | 'version'>('changes')
  const [confirming, setConfirming] = useState(false)

  const select = async (id: number) => {
    setSelected(id)
    setView('changes')
    if (revisions[id]) return
    try {
      const rev = await historyApi.get(kind, itemId, id)
      setRevisions((all) => ({ ...all, [id]: rev }))
    } catch (err) {
      setError(errorMessage(err, 'Failed to load the revision'))
    }
  }

  const load = async () => {
    setError(null)
    setList(null)
    setSelected(null)
    // Loaded versions stay cached: a revision never changes.
    setNow(Date.now())
    setCurrentValues(current())
    try {
      const revs = await historyApi.list(kind, itemId)
      setList(revs)
      // Wide screens open on the version before the latest save: the one a restore usually wants.
      const first = revs[1] ?? revs[0]
      if (first && window.matchMedia(WIDE).matches) await select(first.id)
    } catch (err) {
      setError(errorMessage(err, 'Failed to load the history'))
    }
  }

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) void load()
  }

  const summary = list?.find((r) => r.id === selected)
  const revision = selected === null ? undefined : revisions[selected]

  const restore = async () => {
    if (!summary) return
    try {
      const item = await historyApi.restore(kind, itemId, summary.id)
      onRestored(item)
      toast.success(
        `Restored the words of the version of ${absolute(summary.created_at)}. ${keptSentence(kind, item, absolute)}`,
      )
      setOpen(false)
    } catch (err) {
      const message = errorMessage(err, 'Failed to restore the revision')
      setError(message)
      toast.error(message)
    }
  }

  return (
    <Panel
      title="History"
      description={`Every save of this ${NOUN[kind]} is kept. Compare and restore earlier versions.`}
    >
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger className={buttonClass({ variant: 'outline', className: 'w-full' })}>
          <History className="h-4 w-4" aria-hidden="true" />
          Open history
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl outline-none md:inset-y-0 md:right-0 md:left-auto md:w-[min(60rem,calc(100vw-4rem))] md:border-l md:border-slate-200 dark:bg-slate-900 md:dark:border-slate-800"
            aria-describedby={undefined}
          >
            <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-800">
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">History</Dialog.Title>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {list ? `${list.length} saved version${list.length === 1 ? '' : 's'}` : 'Loading versions…'}
                </p>
              </div>
              <Dialog.Close className={buttonClass({ variant: 'ghost', size: 'icon' })} aria-label="Close history">
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            </header>
            {error ? (
              <p
                role="alert"
                className="mx-4 mt-3 rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800 sm:mx-6 dark:border-rose-900 dark:bg-rose-950/60 dark:text-rose-200"
              >
                {error}
              </p>
            ) : null}
            <div className="grid min-h-0 flex-1 md:grid-cols-[18rem_1fr]">
              <nav
                aria-label="Saved versions"
                className={cn(
                  'min-h-0 overflow-y-auto border-slate-200 md:block md:border-r dark:border-slate-800',
                  selected !== null && 'hidden',
                )}
              >
                {list === null && !error ? (
                  <div className="grid place-items-center p-8 text-slate-500">
                    <Spinner label="Loading versions" />
                  </div>
                ) : (
                  <ol className="divide-y divide-slate-200 dark:divide-slate-800">
                    {list?.map((r, i) => (
                      <li key={r.id}>
                        <button
                          type="button"
                          onClick={() => void select(r.id)}
                          aria-current={r.id === selected ? 'true' : undefined}
                          className={cn(
                            'block w-full px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60',
                            r.id === selected &&
                              'bg-brand-50 shadow-[inset_3px_0_0] shadow-brand-600 hover:bg-brand-50 dark:bg-brand-950/50 dark:hover:bg-brand-950/50',
                          )}
                        >
                          <span className="flex items-center justify-between gap-2">
                            <span className="truncate text-sm font-medium text-slate-900 dark:text-white">
                              {r.title}
                            </span>
                            {i === 0 ? (
                              <Badge tone="green" className="shrink-0">
                                Latest
                              </Badge>
                            ) : null}
                          </span>
                          <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                            <time dateTime={r.created_at}>{relativeTime(r.created_at, now)}</time>
                            {' · '}
                            {absolute(r.created_at)}
                          </span>
                          <span className="mt-0.5 block truncate text-xs text-slate-600 dark:text-slate-400">
                            by {authorOf(r)}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ol>
                )}
              </nav>
              <section
                aria-label="Selected version"
                className={cn('min-h-0 overflow-y-auto', selected === null && 'hidden md:block')}
              >
                {summary ? (
                  <div className="space-y-5 p-4 sm:p-6">
                    <button
                      type="button"
                      onClick={() => setSelected(null)}
                      className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-2 md:hidden' })}
                    >
                      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                      All versions
                    </button>
                    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0">
                        <h3 className="text-base font-semibold text-slate-900 dark:text-white">
                          Version of {absolute(summary.created_at)}
                        </h3>
                        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                          {relativeTime(summary.created_at, now)} by {authorOf(summary)}
                          {summary.user_email && summary.user_name ? (
                            <span className="block text-slate-600 sm:inline dark:text-slate-400">
                              {' '}
                              ({summary.user_email})
                            </span>
                          ) : null}
                        </p>
                      </div>
                      <button
                        type="button"
                        className={buttonClass({ className: 'shrink-0' })}
                        onClick={() => setConfirming(true)}
                        disabled={!revision}
                      >
                        <RotateCcw className="h-4 w-4" aria-hidden="true" />
                        Restore this version
                      </button>
                    </div>
                    <div
                      role="group"
                      aria-label="Show"
                      className="inline-flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-700"
                    >
                      {(
                        [
                          ['changes', 'Changes since'],
                          ['version', 'This version'],
                        ] as const
                      ).map(([value, label]) => (
                        <button
                          key={value}
                          type="button"
                          aria-pressed={view === value}
                          onClick={() => setView(value)}
                          className={cn(
                            'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                            view === value &&
                              'bg-slate-900 text-white hover:text-white dark:bg-white dark:text-slate-900 dark:hover:text-slate-900',
                          )}
                        >
                          {label}
                        </button>
                      ))}
                    </div>
                    {!revision ? (
                      <div className="grid place-items-center p-8 text-slate-500">
                        <Spinner label="Loading the version" />
                      </div>
                    ) : view === 'changes' ? (
                      <Changes kind={kind} changes={changedFields(kind, revision.data, currentValues)} />
                    ) : (
                      <VersionFields kind={kind} data={revision.data} />
                    )}
                  </div>
                ) : (
                  <p className="p-8 text-center text-sm text-slate-600 dark:text-slate-400">
                    Choose a version to see what changed since.
                  </p>
                )}
              </section>
            </div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              onConfirm={restore}
              tone="neutral"
              title="Restore this version?"
              description={
                summary
                  ? `Restores the words of the version of ${absolute(summary.created_at)}${
                      dirty ? ', and the changes you have not saved are lost' : ''
                    }. ${keptSentence(kind, saved, absolute)} The current version stays in the history.`
                  : ''
              }
              confirmLabel="Restore"
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Panel>
  )
}

const Changes = ({ kind, changes }: { kind: RevisionKind; changes: FieldChange[] }) =>
  changes.length === 0 ? (
    <p className="rounded-lg border border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      Same as the current version.
    </p>
  ) : (
    <div className="space-y-4">
      <DiffLegend />
      <dl className="space-y-4">
        {changes.map(({ field, before, after }) => (
          <div key={field.name} className="rounded-xl border border-slate-200 dark:border-slate-800">
            <dt className="border-b border-slate-200 px-4 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
              {field.label}
              {keptOnRestore(kind, field.name) ? (
                <span className="ml-2 font-normal tracking-normal normal-case">· not restored, stays as it is now</span>
              ) : null}
            </dt>
            <dd className="px-4 py-3">
              {field.kind === 'long' ? (
                <WordDiff before={before} after={after} />
              ) : (
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <Value text={before} show={field.show} kind={field.kind} mark="del" />
                  <ArrowRight className="h-4 w-4 shrink-0 text-slate-500" aria-label="changed to" />
                  <Value text={after} show={field.show} kind={field.kind} mark="ins" />
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )

const Value = ({
  text,
  show,
  kind,
  mark,
}: {
  text: string
  show?: (v: string) => string
  kind: string
  mark: 'ins' | 'del'
}) => {
  if (!text) return <em className="text-slate-500 dark:text-slate-400">(empty)</em>
  const shown = kind === 'datetime' ? absolute(text) : show ? show(text) : text
  return mark === 'del' ? (
    <del className="rounded-sm bg-rose-100 px-1 break-all text-rose-950 decoration-rose-700 decoration-2 dark:bg-rose-950 dark:text-rose-100 dark:decoration-rose-400">
      <span className="sr-only">[before: </span>
      {shown}
      <span className="sr-only">]</span>
    </del>
  ) : (
    <ins className="rounded-sm bg-emerald-100 px-1 break-all text-emerald-950 decoration-emerald-700 decoration-2 underline-offset-2 dark:bg-emerald-950 dark:text-emerald-100 dark:decoration-emerald-400">
      <span className="sr-only">[now: </span>
      {shown}
      <span className="sr-only">]</span>
    </ins>
  )
}

const VersionFields = ({ kind, data }: { kind: RevisionKind; data: Record<string, unknown> }) => (
  <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
    {HISTORY_FIELDS[kind]
      .filter((f) => f.name in data)
      .map((f) => {
        const text = normalize(f.kind, data[f.name])
        return (
          <div key={f.name} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{f.label}</dt>
            <dd
              className={cn(
                'min-w-0 text-sm break-words text-slate-900 dark:text-slate-100',
                f.kind === 'long' && 'max-h-96 overflow-y-auto whitespace-pre-wrap',
              )}
            >
              {text ? (
                f.kind === 'datetime' ? (
                  absolute(text)
                ) : f.show ? (
                  f.show(text)
                ) : (
                  text
                )
              ) : (
                <em className="text-slate-500 dark:text-slate-400">(empty)</em>
              )}
            </dd>
          </div>
        )
      })}
  </dl>
)
