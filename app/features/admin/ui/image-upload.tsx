import { FileText, ImagePlus, RefreshCw, Trash2, UploadCloud } from 'lucide-react'
import { type DragEvent, useRef, useState } from 'react'

import { buttonClass } from '../../../components/ui/button.ts'
import { describedBy, FieldError, inputClass } from '../../../components/ui/form.tsx'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { checkFile, IMAGE_ACCEPT, PDF_ACCEPT, readAsDataUrl, uploadFile } from '../upload.ts'
import { UploadProgress } from './upload-progress.tsx'

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; preview: string | null; progress: number }
  | { kind: 'failed'; message: string; file: File }

/**
 * One uploaded file (an image, or the résumé PDF): drop or pick a file, see it at once, watch
 * the progress bar, or paste a URL instead. The field's value is the served URL.
 */
export const ImageUpload = ({
  id,
  label,
  value,
  onChange,
  kind = 'image',
  error,
  hint,
  aspect = 'aspect-[16/10]',
  frame = 'max-w-xl',
  className,
}: {
  id: string
  label: string
  value: string | null | undefined
  onChange: (url: string | null) => void
  kind?: 'image' | 'pdf'
  error?: string
  hint?: string
  aspect?: string
  /** Width limit of the drop zone and preview. */
  frame?: string
  className?: string
}) => {
  const invalid = !!error
  const hasHint = !!hint
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const accept = kind === 'pdf' ? PDF_ACCEPT : IMAGE_ACCEPT
  const noun = kind === 'pdf' ? 'File' : 'Image'

  const start = async (file: File) => {
    const problem = checkFile(file, accept)
    if (problem) {
      toast.error(problem)
      setState({ kind: 'failed', message: problem, file })
      return
    }
    const preview = kind === 'image' ? await readAsDataUrl(file).catch(() => null) : null
    setState({ kind: 'uploading', name: file.name, preview, progress: 0 })
    try {
      const res = await uploadFile(file, (progress) =>
        setState((s) => (s.kind === 'uploading' ? { ...s, progress } : s)),
      )
      onChange(res.url)
      setState({ kind: 'idle' })
      toast.success(`${noun} uploaded`)
    } catch (err) {
      const message = errorMessage(err, 'Upload failed')
      setState({ kind: 'failed', message, file })
      toast.error(message)
    }
  }

  const onFiles = (files: FileList | null) => {
    const file = files?.[0]
    if (file) void start(file)
    if (input.current) input.current.value = ''
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    onFiles(e.dataTransfer.files)
  }

  const shown = state.kind === 'uploading' ? state.preview : value
  return (
    <fieldset className={cn('min-w-0 space-y-3', className)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
      <div
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative overflow-hidden rounded-2xl border-2 border-dashed transition-colors',
          frame,
          dragging
            ? 'border-brand-500 bg-brand-50 dark:bg-brand-950/40'
            : invalid
              ? 'border-rose-400'
              : 'border-slate-300 dark:border-slate-700',
        )}
      >
        {kind === 'image' && shown ? (
          <div className={cn('relative bg-slate-100 dark:bg-slate-800', aspect)}>
            <img src={shown} alt={`${label} preview`} className="h-full w-full object-cover" />
            {state.kind === 'uploading' ? <div className="absolute inset-0 bg-white/50 dark:bg-slate-950/50" /> : null}
          </div>
        ) : kind === 'pdf' && value && state.kind !== 'uploading' ? (
          <div className="flex items-center gap-3 p-4">
            <FileText className="h-8 w-8 text-rose-600 dark:text-rose-400" aria-hidden="true" />
            <a
              href={value}
              target="_blank"
              rel="noreferrer"
              className="truncate text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {value}
            </a>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => input.current?.click()}
            className={cn(
              'flex w-full flex-col items-center justify-center gap-2 p-6 text-center',
              kind === 'image' ? aspect : 'min-h-28',
            )}
            tabIndex={-1}
            aria-hidden="true"
          >
            <UploadCloud className="h-8 w-8 text-slate-400" aria-hidden="true" />
            <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
              Drop {kind === 'pdf' ? 'a PDF' : 'an image'} here or choose a file
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {kind === 'pdf' ? 'PDF' : 'JPEG, PNG, WebP, AVIF or GIF'}, up to 10 MB
            </span>
          </button>
        )}
      </div>

      {state.kind === 'uploading' ? <UploadProgress value={state.progress} name={state.name} /> : null}
      {state.kind === 'failed' ? (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:bg-rose-950/60 dark:text-rose-200">
          <span role="alert">{state.message}</span>
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}
            onClick={() => void start(state.file)}
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </button>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={accept}
          className="sr-only"
          aria-label={`Upload ${label.toLowerCase()}`}
          onChange={(e) => onFiles(e.target.files)}
          disabled={state.kind === 'uploading'}
        />
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          onClick={() => input.current?.click()}
          disabled={state.kind === 'uploading'}
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {value ? `Replace ${noun.toLowerCase()}` : `Upload ${noun.toLowerCase()}`}
        </button>
        {value ? (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            onClick={() => onChange(null)}
            disabled={state.kind === 'uploading'}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove
          </button>
        ) : null}
      </div>
      <div>
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-400">
          {noun} URL
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={value ?? ''}
          placeholder={kind === 'pdf' ? '/resume.pdf' : 'https://… or /uploads/…'}
          onChange={(e) => onChange(e.target.value || null)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, { hint: hasHint, error: invalid })}
          className={inputClass(invalid, 'py-2 text-base sm:text-xs')}
        />
        {hint ? (
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
        <FieldError id={id} message={error} />
      </div>
    </fieldset>
  )
}
