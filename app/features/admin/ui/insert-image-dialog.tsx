import * as Dialog from '@radix-ui/react-dialog'
import { ImagePlus, Search, Upload, X } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

import type { UploadItem } from '../../../../core/schemas/upload.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Field, Input } from '../../../components/ui/form.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { adminApi } from '../api.ts'
import { checkFile, IMAGE_ACCEPT, uploadFile } from '../upload.ts'
import { UploadProgress } from './upload-progress.tsx'

/** What the dialog inserts: an upload's URL, its alt text and its file name. */
export type ChosenImage = Pick<UploadItem, 'id' | 'url' | 'alt' | 'name'>

/** The alt text an image gets unless the owner types one: its alt, else its file name without the extension. */
export const defaultAlt = (image: Pick<UploadItem, 'alt' | 'name'>) =>
  image.alt.trim() || image.name.replace(/\.[A-Za-z0-9]+$/, '').trim() || 'Image'

/** `![alt](url)`, the alt's brackets and backslashes escaped so it stays one image. */
export const imageMarkdown = (alt: string, url: string) => `![${alt.replace(/([\\[\]])/g, '\\$1')}](${url})`

const SEARCH_DEBOUNCE_MS = 250

const tabClass = (active: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
    active
      ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
      : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  )

/** The library's images, searched as the owner types (one page of the newest 24). */
const LibraryPicker = ({ onPick }: { onPick: (image: ChosenImage) => void }) => {
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [result, setResult] = useState<{ query: string; items: UploadItem[] } | null>(null)
  // A failure belongs to its search: the next one starts afresh (a dropped connection does not stick).
  const [failure, setFailure] = useState<{ query: string; message: string } | null>(null)
  useEffect(() => {
    const t = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(t)
  }, [search])
  useEffect(() => {
    const controller = new AbortController()
    adminApi
      .pageUploads({ search: query || undefined, limit: 24 }, controller.signal)
      .then((list) => setResult({ query, items: list.uploads.filter((u) => u.content_type.startsWith('image/')) }))
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError')
          setFailure({ query, message: errorMessage(err, 'Failed to fetch the media library') })
      })
    return () => controller.abort()
  }, [query])
  const searchId = useId()
  const loading = result?.query !== query
  const failed = failure?.query === query ? failure.message : null
  return (
    <div>
      <label htmlFor={searchId} className="sr-only">
        Search the library
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search by name or alt text"
          className="pl-9"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="mt-3 h-72 overflow-y-auto" aria-busy={loading}>
        {failed ? (
          <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
            {failed}
          </p>
        ) : !result ? (
          <Spinner className="text-slate-500" label="Loading the library" />
        ) : result.items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {result.query ? `No images match “${result.query}”.` : 'No images yet: upload one.'}
          </p>
        ) : (
          <ul className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', loading && 'opacity-70')}>
            {result.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  className="group block w-full overflow-hidden rounded-xl border border-slate-200 text-left hover:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/30 focus-visible:outline-none dark:border-slate-800 dark:hover:border-brand-400"
                >
                  <img
                    src={item.url}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
                  />
                  <span className="block truncate px-2 py-1.5 text-xs text-slate-700 dark:text-slate-300">
                    <span className="sr-only">Pick </span>
                    {item.alt || item.name}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

/** Upload a new image from the device. */
const UploadPicker = ({ onPick }: { onPick: (image: ChosenImage) => void }) => {
  const [progress, setProgress] = useState<{ name: string; value: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const fileId = useId()
  const upload = async (file: File) => {
    const problem = checkFile(file, IMAGE_ACCEPT)
    if (problem) return setError(problem)
    setError(null)
    setProgress({ name: file.name, value: 0 })
    try {
      onPick(await uploadFile(file, (value) => setProgress({ name: file.name, value })))
    } catch (err) {
      setError(errorMessage(err, 'Upload failed'))
    } finally {
      setProgress(null)
    }
  }
  return (
    <div className="grid h-[21.25rem] place-items-center rounded-xl border-2 border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
      <div className="w-full max-w-xs">
        <ImagePlus className="mx-auto h-8 w-8 text-slate-500" aria-hidden="true" />
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">JPEG, PNG, WebP, AVIF or GIF, up to 10 MB.</p>
        <input
          ref={inputRef}
          id={fileId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-label="Image file"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void upload(file)
          }}
        />
        {progress ? (
          <div className="mt-4">
            <UploadProgress value={progress.value} name={progress.name} />
          </div>
        ) : (
          <button
            type="button"
            className={buttonClass({ className: 'mt-4' })}
            onClick={() => inputRef.current?.click()}
          >
            <Upload className="h-4 w-4" aria-hidden="true" />
            Choose an image
          </button>
        )}
        {error ? (
          <p role="alert" className="mt-3 text-sm text-rose-700 dark:text-rose-400">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** The last step: the image and its alt text (required; prefilled). */
const AltStep = ({
  image,
  onInsert,
  onBack,
}: {
  image: ChosenImage
  onInsert: (alt: string) => Promise<void> | void
  onBack?: () => void
}) => {
  const [alt, setAlt] = useState(() => defaultAlt(image))
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const id = useId()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    e.stopPropagation()
    if (!alt.trim()) return setError('Describe the image for people who cannot see it')
    setBusy(true)
    try {
      await onInsert(alt.trim())
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <img
        src={image.url}
        alt=""
        className="mx-auto max-h-56 rounded-xl bg-slate-100 object-contain dark:bg-slate-800"
      />
      <p className="mt-2 truncate text-center text-xs text-slate-600 dark:text-slate-400">{image.name}</p>
      <Field
        id={id}
        label="Alt text"
        required
        error={error}
        hint="What the image shows, for screen readers and when it cannot load."
        className="mt-4"
      >
        <Input
          id={id}
          value={alt}
          maxLength={300}
          invalid={!!error}
          hasHint
          autoFocus
          onChange={(e) => {
            setAlt(e.target.value)
            setError(undefined)
          }}
        />
      </Field>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onBack ? (
          <button type="button" className={buttonClass({ variant: 'outline' })} onClick={onBack} disabled={busy}>
            Back
          </button>
        ) : null}
        <button type="submit" className={buttonClass()} disabled={busy}>
          {busy ? <Spinner label="Inserting" /> : null}
          Insert
        </button>
      </div>
    </form>
  )
}

type Source = 'upload' | 'library'

/** Upload a new image or pick one from the library: two tabs (the dialog keeps which is open). */
const SourcePicker = ({
  tab,
  setTab,
  onPick,
}: {
  tab: Source
  setTab: (tab: Source) => void
  onPick: (image: ChosenImage) => void
}) => {
  return (
    <>
      <div
        role="group"
        aria-label="Source"
        className="mb-4 inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800/70"
      >
        <button
          type="button"
          className={tabClass(tab === 'upload')}
          aria-pressed={tab === 'upload'}
          onClick={() => setTab('upload')}
        >
          <Upload className="h-4 w-4" aria-hidden="true" />
          Upload
        </button>
        <button
          type="button"
          className={tabClass(tab === 'library')}
          aria-pressed={tab === 'library'}
          onClick={() => setTab('library')}
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          Library
        </button>
      </div>
      {tab === 'upload' ? <UploadPicker onPick={onPick} /> : <LibraryPicker onPick={onPick} />}
    </>
  )
}

/** The dialog's frame: title, description, close button, then `children`. */
const PickerFrame = ({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  children: ReactNode
}) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
      <Dialog.Content className="animate-zoom-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl outline-none sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {description}
            </Dialog.Description>
          </div>
          <Dialog.Close
            className="grid h-8 w-8 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            aria-label="Close"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
)

/**
 * Choose one image for a setting (the site's logo, its favicon): upload a new one or pick one
 * from the media library; `onChoose` gets the upload.
 */
export const ChooseImageDialog = ({
  open,
  onOpenChange,
  title,
  onChoose,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  onChoose: (image: ChosenImage) => void
}) => {
  const [tab, setTab] = useState<Source>('upload')
  return (
    <PickerFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Upload a new image or pick one from the library."
    >
      <SourcePicker
        tab={tab}
        setTab={setTab}
        onPick={(image) => {
          onChoose(image)
          onOpenChange(false)
        }}
      />
    </PickerFrame>
  )
}

/**
 * "Insert image" (docs/api/owners-site.md, Media library): upload a new image or pick one from
 * the library, then give its alt text; `onInsert` gets the Markdown. With `image` set (a pasted
 * or dropped file already uploaded) it opens on the alt text. An alt typed for an image that had
 * none is saved to the library too.
 */
export const InsertImageDialog = ({
  open,
  onOpenChange,
  image: given,
  onInsert,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  image?: ChosenImage | null
  onInsert: (markdown: string) => void
}) => {
  const [tab, setTab] = useState<Source>('upload')
  const [picked, setPicked] = useState<ChosenImage | null>(null)
  const image = given ?? picked
  const close = (next: boolean) => {
    if (!next) setPicked(null)
    onOpenChange(next)
  }
  const insert = async (alt: string) => {
    if (!image) return
    if (!image.alt.trim() && alt) await adminApi.setUploadAlt(image.id, alt).catch(() => undefined)
    onInsert(imageMarkdown(alt, image.url))
    close(false)
  }
  return (
    <PickerFrame
      open={open}
      onOpenChange={close}
      title="Insert image"
      description={
        image ? 'Describe the image, then insert it at the cursor.' : 'Upload a new image or pick one from the library.'
      }
    >
      {image ? (
        <AltStep key={image.id} image={image} onInsert={insert} onBack={given ? undefined : () => setPicked(null)} />
      ) : (
        <SourcePicker tab={tab} setTab={setTab} onPick={setPicked} />
      )}
    </PickerFrame>
  )
}
