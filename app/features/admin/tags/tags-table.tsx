import { Check, Pencil, X } from 'lucide-react'
import { useId, useState } from 'react'

import type { TagCount } from '../../../../core/schemas/tag.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Input } from '../../../components/ui/form.tsx'
import { adminApi } from '../api.ts'
import { useAdminAction } from '../use-admin-action.ts'
import { type Column, DataTable } from '../ui/data-table.tsx'

const iconButton = buttonClass({ variant: 'ghost', size: 'icon', className: 'h-9 w-9' })

/** A tag's name, or the form that renames it (merging when the new name is another tag's). */
const TagName = ({
  tag,
  tags,
  editing,
  onEdit,
  onDone,
}: {
  tag: TagCount
  tags: TagCount[]
  editing: boolean
  onEdit: () => void
  onDone: () => void
}) => {
  const act = useAdminAction()
  const id = useId()
  const [name, setName] = useState(tag.name)
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  if (!editing)
    return (
      <div className="flex items-center gap-2">
        <span className="font-semibold text-slate-900 dark:text-white">{tag.name}</span>
        <button type="button" className={iconButton} aria-label={`Rename ${tag.name}`} title="Rename" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    )
  const next = name.trim()
  const target = tags.find((t) => t.name === next && t.name !== tag.name)
  const submit = async () => {
    if (!next) return setError('Tag name is required')
    if (next.length > 50) return setError('Tag name must be at most 50 characters')
    if (next === tag.name) return onDone()
    setSaving(true)
    const done = await act(() => adminApi.renameTag(tag.name, next), {
      success: target ? `“${tag.name}” was merged into “${next}”.` : `“${tag.name}” was renamed to “${next}”.`,
      failure: 'Failed to rename the tag',
    })
    setSaving(false)
    if (done) onDone()
  }
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(ev) => {
        ev.preventDefault()
        void submit()
      }}
    >
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={id} className="sr-only">
          New name for {tag.name}
        </label>
        <Input
          id={id}
          value={name}
          autoFocus
          invalid={!!error}
          aria-describedby={`${id}-hint`}
          onChange={(ev) => {
            setName(ev.target.value)
            setError(undefined)
          }}
          onKeyDown={(ev) => ev.key === 'Escape' && onDone()}
        />
        <p
          id={`${id}-hint`}
          className={
            error ? 'mt-1 text-xs text-rose-700 dark:text-rose-400' : 'mt-1 text-xs text-slate-600 dark:text-slate-400'
          }
        >
          {error ??
            (target
              ? `Merges into “${target.name}” (${target.count} ${target.count === 1 ? 'post' : 'posts'}).`
              : `Renames it on ${tag.count} ${tag.count === 1 ? 'post' : 'posts'}.`)}
        </p>
      </div>
      <button type="submit" className={buttonClass({ size: 'sm' })} disabled={saving}>
        <Check className="h-4 w-4" aria-hidden="true" />
        {target ? 'Merge' : 'Rename'}
      </button>
      <button type="button" className={buttonClass({ variant: 'outline', size: 'sm' })} onClick={onDone}>
        <X className="h-4 w-4" aria-hidden="true" />
        Cancel
      </button>
    </form>
  )
}

/** Every tag with its number of posts; rename one, or merge it into another by giving that one's name. */
export const TagsTable = ({ tags }: { tags: TagCount[] }) => {
  const [editing, setEditing] = useState<string | null>(null)
  const columns: Column<TagCount>[] = [
    {
      header: 'Tag',
      cell: (t) => (
        <TagName
          key={`${t.name}-${editing === t.name}`}
          tag={t}
          tags={tags}
          editing={editing === t.name}
          onEdit={() => setEditing(t.name)}
          onDone={() => setEditing(null)}
        />
      ),
    },
    {
      header: 'Posts',
      className: 'w-px whitespace-nowrap text-right text-slate-600 dark:text-slate-400',
      cell: (t) => `${t.count} ${t.count === 1 ? 'post' : 'posts'}`,
    },
  ]
  return <DataTable caption="Tags" columns={columns} rows={tags} rowKey={(t) => t.name} />
}
