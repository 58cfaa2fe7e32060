import { ArchiveRestore, ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'

import { buttonClass } from '../../../components/ui/button.ts'
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog.tsx'

const iconButton = buttonClass({ variant: 'ghost', size: 'icon', className: 'h-9 w-9' })

/** A button that asks before it acts. */
export const ConfirmButton = ({
  confirm,
  onConfirm,
  className,
  children,
  label,
}: {
  confirm: ConfirmOptions
  onConfirm: () => unknown
  className?: string
  children: ReactNode
  /** Accessible name when the button only shows an icon. */
  label?: string
}) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} aria-label={label} title={label} onClick={() => setOpen(true)}>
        {children}
      </button>
      <ConfirmDialog open={open} onOpenChange={setOpen} onConfirm={onConfirm} {...confirm} />
    </>
  )
}

/** Edit, view on the site, soft-delete or restore: the actions of one table row. */
export const RowActions = ({
  name,
  noun,
  editTo,
  viewHref,
  active,
  onSoftDelete,
  onRestore,
}: {
  name: string
  noun: string
  editTo: string
  viewHref?: string | null
  active: boolean
  onSoftDelete: () => unknown
  onRestore: () => unknown
}) => (
  <div className="flex items-center justify-end gap-0.5">
    <Link to={editTo} className={iconButton} aria-label={`Edit ${name}`} title="Edit">
      <Pencil className="h-4 w-4" aria-hidden="true" />
    </Link>
    {viewHref && active ? (
      <a
        href={viewHref}
        target="_blank"
        rel="noreferrer"
        className={`${iconButton} hidden sm:inline-flex`}
        aria-label={`View ${name} on the site (opens in a new tab)`}
        title="View on the site"
      >
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </a>
    ) : null}
    {active ? (
      <ConfirmButton
        label={`Delete ${name}`}
        className={`${iconButton} text-rose-700 hover:text-rose-800 dark:text-rose-400 dark:hover:text-rose-300`}
        confirm={{
          title: `Delete this ${noun}?`,
          description: (
            <>
              “{name}” will be hidden from the site. It stays here under <strong>Deleted</strong>, and you can restore
              it at any time.
            </>
          ),
          confirmLabel: `Delete ${noun}`,
        }}
        onConfirm={onSoftDelete}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </ConfirmButton>
    ) : (
      <ConfirmButton
        label={`Restore ${name}`}
        className={`${iconButton} text-emerald-700 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300`}
        confirm={{
          title: `Restore this ${noun}?`,
          description: <>“{name}” will be visible on the site again.</>,
          confirmLabel: `Restore ${noun}`,
          tone: 'neutral',
        }}
        onConfirm={onRestore}
      >
        <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
      </ConfirmButton>
    )}
  </div>
)
