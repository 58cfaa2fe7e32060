import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { buttonClass } from '../../../components/ui/button.ts'
import { FieldError } from '../../../components/ui/form.tsx'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { checkFile, IMAGE_ACCEPT, readAsDataUrl, uploadFile } from '../upload.ts'
import { UploadProgress } from './upload-progress.tsx'

interface Pending {
  key: number
  name: string
  preview: string | null
  progress: number
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

/**
 * The project gallery: upload several images (each with its progress bar), reorder them by
 * dragging or with the arrow buttons (keyboard), remove any. The order is the order on the site.
 */
export const GalleryEditor = ({
  id,
  label,
  value,
  onChange,
  error,
  max = 30,
}: {
  id: string
  label: string
  value: string[]
  onChange: (value: string[]) => void
  error?: string
  max?: number
}) => {
  const [pending, setPending] = useState<Pending[]>([])
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const input = useRef<HTMLInputElement>(null)
  // Uploads finish one after another; each adds to the list as it is by then.
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  }, [value])
  const counter = useRef(0)

  const uploadAll = async (files: File[]) => {
    const room = max - latest.current.length - pending.length
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = checkFile(file, IMAGE_ACCEPT)
      if (problem) {
        toast.error(problem)
        continue
      }
      const key = ++counter.current
      const preview = await readAsDataUrl(file).catch(() => null)
      setPending((p) => [...p, { key, name: file.name, preview, progress: 0 }])
      try {
        const res = await uploadFile(file, (progress) =>
          setPending((p) => p.map((x) => (x.key === key ? { ...x, progress } : x))),
        )
        latest.current = [...latest.current, res.url]
        onChange(latest.current)
        toast.success(`${file.name} added to the gallery`)
      } catch (err) {
        toast.error(errorMessage(err, `Upload of ${file.name} failed`))
      } finally {
        setPending((p) => p.filter((x) => x.key !== key))
      }
    }
    if (files.length > room) toast.error(`The gallery holds at most ${max} images`)
  }

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return
    onChange(move(value, from, to))
    setAnnouncement(`Image ${from + 1} moved to position ${to + 1} of ${value.length}`)
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
      <p id={`${id}-hint`} className="mb-3 text-xs text-slate-600 dark:text-slate-400">
        Drag to reorder, or use the arrows. The first image is shown first on the project page.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={`${label}, in order`}>
        {value.map((url, i) => (
          <li
            key={url}
            draggable
            onDragStart={() => setDragFrom(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault()
              if (dragFrom !== null) reorder(dragFrom, i)
              setDragFrom(null)
            }}
            onDragEnd={() => setDragFrom(null)}
            className={cn(
              'group overflow-hidden rounded-xl border bg-white dark:bg-slate-900',
              dragFrom === i ? 'border-brand-500 opacity-60' : 'border-slate-200 dark:border-slate-700',
            )}
          >
            <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
              <img src={url} alt={`Gallery image ${i + 1}`} className="h-full w-full object-cover" loading="lazy" />
              <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-0.5 rounded-md bg-slate-950/70 px-1.5 py-0.5 text-xs font-semibold text-white">
                <GripVertical className="h-3 w-3" aria-hidden="true" />
                {i + 1}
              </span>
            </div>
            <div className="flex items-center justify-between gap-1 p-1.5">
              <div className="flex gap-1">
                <button
                  type="button"
                  className={buttonClass({ variant: 'ghost', size: 'icon', className: 'h-8 w-8' })}
                  aria-label={`Move image ${i + 1} earlier`}
                  disabled={i === 0}
                  onClick={() => reorder(i, i - 1)}
                >
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={buttonClass({ variant: 'ghost', size: 'icon', className: 'h-8 w-8' })}
                  aria-label={`Move image ${i + 1} later`}
                  disabled={i === value.length - 1}
                  onClick={() => reorder(i, i + 1)}
                >
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
              <button
                type="button"
                className={buttonClass({
                  variant: 'ghost',
                  size: 'icon',
                  className: 'h-8 w-8 text-rose-700 hover:text-rose-800 dark:text-rose-400',
                })}
                aria-label={`Remove image ${i + 1}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
        {pending.map((p) => (
          <li
            key={`pending-${p.key}`}
            className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700"
          >
            <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
              {p.preview ? <img src={p.preview} alt="" className="h-full w-full object-cover opacity-60" /> : null}
            </div>
            <div className="p-2">
              <UploadProgress value={p.progress} name={p.name} />
            </div>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-slate-300 text-sm font-medium text-slate-700 transition-colors hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:text-slate-300 dark:hover:text-brand-300"
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault()
              if (e.dataTransfer.files.length) void uploadAll([...e.dataTransfer.files])
            }}
          >
            <ImagePlus className="h-6 w-6" aria-hidden="true" />
            Add images
          </button>
        </li>
      </ol>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        className="sr-only"
        aria-label={`Upload ${label.toLowerCase()} images`}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])]
          e.target.value = ''
          void uploadAll(files)
        }}
      />
      <FieldError id={id} message={error} />
    </fieldset>
  )
}
