import {
  Bold,
  Code,
  Heading2,
  Image,
  ImagePlus,
  Info,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Sigma,
  SquareCode,
  Superscript,
  Workflow,
} from 'lucide-react'
import { type ClipboardEvent, type ComponentProps, type DragEvent, useEffect, useRef, useState } from 'react'

import { Textarea } from '../../../components/ui/form.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import katexSheet from './katex-preview.css?url'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { adminApi } from '../api.ts'
import { type ChosenImage, InsertImageDialog } from '../ui/insert-image-dialog.tsx'
import { UploadProgress } from '../ui/upload-progress.tsx'
import { checkFile, IMAGE_ACCEPT, uploadFile } from '../upload.ts'

type Mode = 'write' | 'preview' | 'split'

interface Edit {
  before: string
  after: string
  placeholder: string
  /** Applies to the start of each selected line instead of wrapping the selection. */
  linePrefix?: boolean
}

const TOOLS: { label: string; icon: typeof Bold; edit: Edit }[] = [
  { label: 'Heading', icon: Heading2, edit: { before: '## ', after: '', placeholder: 'Heading', linePrefix: true } },
  { label: 'Bold', icon: Bold, edit: { before: '**', after: '**', placeholder: 'bold text' } },
  { label: 'Italic', icon: Italic, edit: { before: '_', after: '_', placeholder: 'italic text' } },
  { label: 'Link', icon: Link2, edit: { before: '[', after: '](https://)', placeholder: 'link text' } },
  { label: 'Inline code', icon: Code, edit: { before: '`', after: '`', placeholder: 'code' } },
  {
    label: 'Code block',
    icon: SquareCode,
    edit: { before: '```ts\n', after: '\n```', placeholder: 'const answer = 42' },
  },
  { label: 'Bulleted list', icon: List, edit: { before: '- ', after: '', placeholder: 'Item', linePrefix: true } },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    edit: { before: '1. ', after: '', placeholder: 'Item', linePrefix: true },
  },
  { label: 'Quote', icon: Quote, edit: { before: '> ', after: '', placeholder: 'Quote', linePrefix: true } },
  // The writing desk (docs/api/writing.md); the syntax is listed under "Markdown help".
  { label: 'Callout', icon: Info, edit: { before: '> [!NOTE]\n> ', after: '', placeholder: 'Worth knowing' } },
  { label: 'Formula', icon: Sigma, edit: { before: '$', after: '$', placeholder: 'E = mc^2' } },
  {
    label: 'Diagram',
    icon: Workflow,
    edit: { before: '```mermaid\n', after: '\n```', placeholder: 'graph LR\n  A[Start] --> B[End]' },
  },
  {
    label: 'Footnote',
    icon: Superscript,
    edit: { before: '[^', after: ']\n\n[^note]: The note.', placeholder: 'note' },
  },
  {
    label: 'Figure with caption',
    icon: Image,
    edit: { before: '![Describe the image](', after: ' "Caption")', placeholder: '/images/photo.webp' },
  },
]

const HELP: [string, string][] = [
  ['Footnote', 'Text[^1] … then on its own line: [^1]: The note.'],
  ['Formula', '$x^2$ in a sentence; $$ on lines of their own around a display formula'],
  ['Diagram', '```mermaid fence with a flowchart: graph LR / flowchart TD'],
  ['Callout', '> [!NOTE] (or TIP, IMPORTANT, WARNING, CAUTION) on the first line of a quote'],
  ['Figure', '![Alt text](/images/x.webp "Caption") alone in its paragraph'],
  ['Video', 'A YouTube or Vimeo address alone in its paragraph: loads when the reader clicks'],
  ['Card', 'A gist.github.com or codepen.io address alone in its paragraph'],
]

const applyEdit = (text: string, start: number, end: number, edit: Edit) => {
  const selected = text.slice(start, end) || edit.placeholder
  const inserted = edit.linePrefix
    ? selected
        .split('\n')
        .map((line) => edit.before + line)
        .join('\n')
    : edit.before + selected + edit.after
  const next = text.slice(0, start) + inserted + text.slice(end)
  const selStart = start + (edit.linePrefix ? edit.before.length : edit.before.length)
  return { next, selStart, selEnd: selStart + selected.length }
}

/** The first image file of a paste or a drop, if any. */
const imageFileOf = (data: DataTransfer | null) =>
  [...(data?.files ?? [])].find((f) => IMAGE_ACCEPT.split(',').includes(f.type)) ?? null

const TOOL_BUTTON =
  'grid h-8 w-8 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white'

const modeButton = (active: boolean) =>
  cn(
    'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
    active
      ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
      : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  )

const PREVIEW_DEBOUNCE_MS = 300

/**
 * The rendered preview: the server renders it (POST /admin/blogs/preview) with the pipeline a
 * save uses, a moment after typing stops. The last preview stays up while the next one loads.
 */
const Preview = ({ markdown }: { markdown: string }) => {
  // What was last rendered, and for which source; loading and failure derive from the source.
  const [shown, setShown] = useState<{ html: string; source: string } | null>(null)
  const [failedFor, setFailedFor] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      adminApi
        .previewPost(markdown, controller.signal)
        .then((out) => setShown({ html: out.content, source: markdown }))
        .catch((err: unknown) => {
          if ((err as Error).name !== 'AbortError') setFailedFor(markdown)
        })
    }, PREVIEW_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [markdown])
  const html = shown?.html ?? null
  const failed = failedFor === markdown && shown?.source !== markdown
  const loading = shown?.source !== markdown && !failed

  return (
    <div
      role="region"
      aria-label="Preview"
      // Scrolls on its own: reachable with the keyboard.
      tabIndex={0}
      aria-busy={loading}
      className="h-[36rem] overflow-auto rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-950"
    >
      {failed ? (
        <p role="status" className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          The preview could not be updated{html === null ? '' : '; showing the last one'}.
        </p>
      ) : null}
      {html === null ? (
        failed ? null : (
          <Spinner className="text-slate-500" label="Rendering the preview" />
        )
      ) : html ? (
        // Same classes as the published post; the server sanitized this HTML as it does on save.
        <>
          {html.includes('class="katex') ? <link rel="stylesheet" href={katexSheet} /> : null}
          <div
            className={cn('prose-content text-[1.0625rem] leading-8', loading && 'opacity-70 transition-opacity')}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </>
      ) : (
        <p className="text-sm text-slate-600 italic dark:text-slate-400">Nothing to preview yet.</p>
      )}
    </div>
  )
}

/**
 * Markdown with a toolbar and a live preview rendered the way the published post renders it
 * (headings, GFM tables, syntax-highlighted code in both themes).
 */
export const MarkdownEditor = ({
  value,
  onValueChange,
  textareaRef,
  ...textarea
}: ComponentProps<typeof Textarea> & {
  value: string
  onValueChange: (next: string) => void
  /** react-hook-form's ref callback for the textarea. */
  textareaRef: (el: HTMLTextAreaElement | null) => void
}) => {
  const own = useRef<HTMLTextAreaElement | null>(null)
  const [mode, setMode] = useState<Mode>(() =>
    typeof window !== 'undefined' && window.matchMedia('(min-width: 1280px)').matches ? 'split' : 'write',
  )

  const run = (edit: Edit) => {
    const el = own.current
    if (!el) return
    const { next, selStart, selEnd } = applyEdit(el.value, el.selectionStart, el.selectionEnd, edit)
    onValueChange(next)
    requestAnimationFrame(() => {
      el.focus()
      el.setSelectionRange(selStart, selEnd)
    })
  }

  // Insert image (docs/api/owners-site.md, Media library): the toolbar's dialog, or a pasted or
  // dropped image file uploaded at once and then described. The Markdown goes where the cursor
  // was when it started.
  const insertAt = useRef<{ start: number; end: number }>({ start: 0, end: 0 })
  const [dialog, setDialog] = useState<{ open: boolean; image: ChosenImage | null }>({ open: false, image: null })
  const [uploading, setUploading] = useState<{ name: string; value: number } | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)

  const rememberCursor = () => {
    const el = own.current
    insertAt.current = el
      ? { start: el.selectionStart, end: el.selectionEnd }
      : { start: value.length, end: value.length }
  }

  const insertMarkdown = (markdown: string) => {
    const el = own.current
    const text = el?.value ?? value
    const { start, end } = insertAt.current
    const at = Math.min(start, text.length)
    onValueChange(text.slice(0, at) + markdown + text.slice(Math.min(end, text.length)))
    requestAnimationFrame(() => {
      el?.focus()
      el?.setSelectionRange(at + markdown.length, at + markdown.length)
    })
  }

  const uploadDropped = async (file: File) => {
    const problem = checkFile(file, IMAGE_ACCEPT)
    if (problem) return setUploadError(problem)
    setUploadError(null)
    setUploading({ name: file.name, value: 0 })
    try {
      const image = await uploadFile(file, (v) => setUploading({ name: file.name, value: v }))
      setDialog({ open: true, image })
    } catch (err) {
      setUploadError(errorMessage(err, 'Upload failed'))
    } finally {
      setUploading(null)
    }
  }

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = imageFileOf(e.clipboardData)
    if (!file) return
    e.preventDefault()
    rememberCursor()
    void uploadDropped(file)
  }

  const onDrop = (e: DragEvent<HTMLTextAreaElement>) => {
    const file = imageFileOf(e.dataTransfer)
    if (!file) return
    e.preventDefault()
    const el = e.currentTarget
    el.focus()
    rememberCursor()
    void uploadDropped(file)
  }

  const setRefs = (el: HTMLTextAreaElement | null) => {
    own.current = el
    textareaRef(el)
  }

  const showWrite = mode !== 'preview'
  const showPreview = mode !== 'write'
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <div role="toolbar" aria-label="Formatting" className={cn('flex flex-wrap gap-0.5', !showWrite && 'invisible')}>
          {TOOLS.map(({ label, icon: Icon, edit }) => (
            <button
              key={label}
              type="button"
              className={TOOL_BUTTON}
              aria-label={label}
              title={label}
              onClick={() => run(edit)}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
            </button>
          ))}
          <button
            type="button"
            className={TOOL_BUTTON}
            aria-label="Insert image"
            title="Insert image (or paste or drop one into the text)"
            onClick={() => {
              rememberCursor()
              setDialog({ open: true, image: null })
            }}
          >
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <div
          role="group"
          aria-label="Editor view"
          className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800/70"
        >
          <button
            type="button"
            className={modeButton(mode === 'write')}
            aria-pressed={mode === 'write'}
            onClick={() => setMode('write')}
          >
            Write
          </button>
          <button
            type="button"
            className={modeButton(mode === 'preview')}
            aria-pressed={mode === 'preview'}
            onClick={() => setMode('preview')}
          >
            Preview
          </button>
          <button
            type="button"
            className={cn(modeButton(mode === 'split'), 'hidden lg:block')}
            aria-pressed={mode === 'split'}
            onClick={() => setMode('split')}
          >
            Side by side
          </button>
        </div>
      </div>
      <details className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer font-medium">Markdown help</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
          {HELP.map(([term, how]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-900 dark:text-white">{term}</dt>
              <dd className="font-mono text-xs leading-5 break-words">{how}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className={cn('grid items-start gap-4', mode === 'split' && 'lg:grid-cols-2')}>
        <Textarea
          {...textarea}
          ref={setRefs}
          onPaste={onPaste}
          onDrop={onDrop}
          className={cn('h-[36rem] min-h-64 font-mono text-base leading-6 sm:text-[13px]', !showWrite && 'hidden')}
          spellCheck
        />
        {showPreview ? <Preview markdown={value} /> : null}
      </div>
      {uploading ? (
        <div className="mt-2" role="status">
          <UploadProgress value={uploading.value} name={uploading.name} />
        </div>
      ) : null}
      {uploadError ? (
        <p role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-400">
          {uploadError}
        </p>
      ) : null}
      <InsertImageDialog
        open={dialog.open}
        image={dialog.image}
        onOpenChange={(open) => setDialog((d) => (open ? { ...d, open } : { open: false, image: null }))}
        onInsert={insertMarkdown}
      />
    </div>
  )
}
