import { FileText } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'

import type { UploadItem, UploadUsage } from '../../../../core/schemas/upload.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Input } from '../../../components/ui/form.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { adminApi } from '../api.ts'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { useAdminAction } from '../use-admin-action.ts'

const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Where the owner edits what uses an upload. */
const USAGE_HREF: Record<UploadUsage['kind'], (id: number | null) => string> = {
  post: (id) => `/admin/blog/${id}/edit`,
  project: (id) => `/admin/projects/${id}/edit`,
  page: (id) => `/admin/pages/${id}/edit`,
  certificate: (id) => `/admin/certificates/${id}/edit`,
  testimonial: (id) => `/admin/testimonials/${id}/edit`,
  site: () => '/admin/site',
}
const usageHref = (u: UploadUsage) => USAGE_HREF[u.kind](u.id)

const KIND_LABEL: Record<UploadUsage['kind'], string> = {
  post: 'Post',
  project: 'Project',
  page: 'Page',
  certificate: 'Certificate',
  testimonial: 'Testimonial',
  site: 'Site',
}

const UsageList = ({ usedIn }: { usedIn: UploadUsage[] }) =>
  usedIn.length ? (
    <ul className="space-y-0.5 text-xs text-slate-700 dark:text-slate-300">
      {usedIn.map((u) => {
        const href = usageHref(u)
        const label = (
          <>
            <span className="text-slate-600 dark:text-slate-400">{KIND_LABEL[u.kind]}:</span> {u.title}
          </>
        )
        return (
          <li key={`${u.kind}-${u.id ?? ''}-${u.title}`} className="truncate">
            {href ? (
              <Link to={href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                {label}
              </Link>
            ) : (
              label
            )}
          </li>
        )
      })}
    </ul>
  ) : (
    <p className="text-xs text-slate-600 dark:text-slate-400">Not used anywhere</p>
  )

const AltForm = ({ item }: { item: UploadItem }) => {
  const action = useAdminAction()
  const [alt, setAlt] = useState(item.alt)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const save = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    await action(() => adminApi.setUploadAlt(item.id, alt), {
      success: 'Alt text saved',
      failure: 'Failed to save the alt text',
    })
    setBusy(false)
  }
  return (
    <form onSubmit={(e) => void save(e)} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700 dark:text-slate-300">
          Alt text <span className="sr-only">of {item.name}</span>
        </label>
        <Input
          id={id}
          value={alt}
          maxLength={300}
          placeholder="Describe the image"
          className="px-2.5 py-1.5 text-sm"
          onChange={(e) => setAlt(e.target.value)}
        />
      </div>
      <button
        type="submit"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        disabled={busy || alt.trim() === item.alt}
      >
        {busy ? <Spinner label="Saving" /> : null}
        Save <span className="sr-only">alt text of {item.name}</span>
      </button>
    </form>
  )
}

const MediaCard = ({ item }: { item: UploadItem }) => {
  const action = useAdminAction()
  const [confirming, setConfirming] = useState(false)
  const inUse = item.used_in.length > 0
  const isImage = item.content_type.startsWith('image/')
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <a href={item.url} target="_blank" rel="noreferrer" className="block bg-slate-100 dark:bg-slate-800">
        {isImage ? (
          <img src={item.url} alt={item.alt} loading="lazy" className="aspect-[4/3] w-full object-cover" />
        ) : (
          <span className="grid aspect-[4/3] w-full place-items-center text-slate-500">
            <FileText className="h-10 w-10" aria-hidden="true" />
            <span className="sr-only">{item.name}</span>
          </span>
        )}
      </a>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold text-slate-900 dark:text-white" title={item.name}>
            {item.name}
          </h2>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {item.width && item.height ? `${item.width} × ${item.height} · ` : ''}
            {formatSize(item.size)}
          </p>
        </div>
        {isImage ? <AltForm item={item} /> : null}
        <div>
          <h3 className="mb-1 text-xs font-medium text-slate-700 dark:text-slate-300">Used in</h3>
          <UsageList usedIn={item.used_in} />
        </div>
        <div className="mt-auto flex justify-end">
          <button
            type="button"
            className={buttonClass({
              variant: 'outline',
              size: 'sm',
              className: 'text-rose-700 dark:text-rose-400',
            })}
            onClick={() => setConfirming(true)}
          >
            Delete <span className="sr-only">{item.name}</span>
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={inUse ? 'Delete a file in use?' : 'Delete this file?'}
        description={
          inUse
            ? `${item.name} is used in ${item.used_in.length} place${item.used_in.length === 1 ? '' : 's'} (${item.used_in
                .map((u) => u.title)
                .join(', ')}). Those places will show a broken image. This cannot be undone.`
            : `${item.name} and its resized copies will be deleted. This cannot be undone.`
        }
        confirmLabel={inUse ? 'Delete anyway' : 'Delete'}
        onConfirm={() =>
          action(() => adminApi.deleteUpload(item.id, inUse), {
            success: 'File deleted',
            failure: 'Failed to delete the file',
          })
        }
      />
    </li>
  )
}

/** The media library's cards: the file, its size, alt text, where it is used, delete. */
export const MediaGrid = ({ items }: { items: UploadItem[] }) => (
  <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
    {items.map((item) => (
      <MediaCard key={`${item.id}:${item.alt}`} item={item} />
    ))}
  </ul>
)
