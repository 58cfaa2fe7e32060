import { Archive, Mail, MailOpen, ShieldAlert, Trash2 } from 'lucide-react'

import type { MessageStatus } from '../../../../core/schemas/contact.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { plural } from '../../../lib/format.ts'
import { adminApi } from '../api.ts'
import { useAdminAction } from '../use-admin-action.ts'
import { ConfirmButton } from '../ui/row-actions.tsx'
import { STATUS_DONE } from './message-card.tsx'

const ACTIONS: { status: MessageStatus; label: string; icon: typeof Mail }[] = [
  { status: 'read', label: 'Mark as read', icon: MailOpen },
  { status: 'new', label: 'Mark as unread', icon: Mail },
  { status: 'archived', label: 'Archive', icon: Archive },
  { status: 'spam', label: 'Spam', icon: ShieldAlert },
]

/** "Select all" for the page and the bulk actions on the selected messages (POST /admin/messages/bulk). */
export const BulkBar = ({
  ids,
  selected,
  onSelect,
}: {
  ids: number[]
  selected: number[]
  onSelect: (ids: number[]) => void
}) => {
  const act = useAdminAction()
  const all = ids.length > 0 && selected.length === ids.length
  const n = plural(selected.length, 'message')
  const run = async (body: { status: MessageStatus } | { delete: true }, done: string) => {
    if (
      await act(() => adminApi.bulkMessages({ ids: selected, ...body }), {
        success: done,
        failure: 'Failed to update the messages',
      })
    )
      onSelect([])
  }
  const small = buttonClass({ variant: 'outline', size: 'sm' })

  return (
    <div
      role="toolbar"
      aria-label="Selected messages"
      className="mb-4 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <label className="mr-2 flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = selected.length > 0 && !all
          }}
          onChange={(e) => onSelect(e.currentTarget.checked ? ids : [])}
          className="h-5 w-5 rounded border-slate-400 accent-brand-600"
        />
        {selected.length ? `${n} selected` : 'Select all on this page'}
      </label>
      {selected.length ? (
        <>
          {ACTIONS.map(({ status, label, icon: Icon }) => (
            <button
              key={status}
              type="button"
              className={small}
              onClick={() => void run({ status }, `${n} ${STATUS_DONE[status]}.`)}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </button>
          ))}
          <ConfirmButton
            className={buttonClass({
              variant: 'ghost',
              size: 'sm',
              className: 'text-rose-700 hover:text-rose-800 dark:text-rose-400 dark:hover:text-rose-300',
            })}
            confirm={{
              title: `Delete ${n}?`,
              description: 'The selected messages will be deleted for good. This cannot be undone.',
              confirmLabel: 'Delete messages',
            }}
            onConfirm={() => run({ delete: true }, `${n} deleted.`)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete
          </ConfirmButton>
        </>
      ) : null}
    </div>
  )
}
