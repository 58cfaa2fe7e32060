import type { ReactNode } from 'react'
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form'
import { useNavigate, useRevalidator } from 'react-router'

import type { PostStatus } from '../../../../core/schemas/blog.ts'
import { Field, Input } from '../../../components/ui/form.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { HistoryPanel } from '../history/history-panel.tsx'
import type { RestoredItem } from '../history/history-api.ts'
import { useDraftAutosave } from '../history/use-draft-autosave.tsx'
import { useAdminForm } from '../use-admin-form.ts'
import { AdminForm, FormColumns } from '../ui/admin-form.tsx'
import { Panel } from '../ui/admin-page.tsx'
import { PublishingPanel, type Toggle } from '../ui/publishing-panel.tsx'
import { MarkdownEditor } from './markdown-editor.tsx'
import { PublishControl, savedMessage, usePublishIntent } from './publish-control.tsx'

/** A saved document as the editor reads it back. */
export interface SavedDocument {
  id: number
  title: string
  status: PostStatus
  published_at: string | null
}

export type DocumentKind = 'post' | 'page'

/**
 * The one editor of Markdown documents, posts and pages (issue 24): title and Markdown with its
 * preview, the kind's own panels (`main`, `side`), publishing (Publish now, Schedule…, Unpublish,
 * the kind's switches), History with restore, unsaved drafts kept in the browser, and the save
 * that creates or updates and then opens the saved document's editor.
 */
export const DocumentForm = <V extends FieldValues, O extends FieldValues, Item extends SavedDocument>({
  kind,
  item,
  form,
  defaultsOf,
  fields,
  save,
  editPath,
  cancelTo,
  idPrefix,
  toggles,
  contentPlaceholder,
  contentLabelAction,
  main,
  side,
}: {
  kind: DocumentKind
  /** The saved document; absent when writing a new one. */
  item?: Item
  /** The kind's form; its values have `title`, `content_markdown`, `published`, `published_at`. */
  form: UseFormReturn<V, unknown, O>
  defaultsOf: (item?: Item) => NoInfer<V>
  /** The write schema's fields (server errors are shown under them). */
  fields: readonly string[]
  /** Creates (no id) or updates the document. */
  save: (id: number | undefined, body: O) => Promise<Item>
  editPath: (id: number) => string
  cancelTo: string
  /** Input ids: `b` → `b-title`, `b-content`. */
  idPrefix: string
  /** The kind's switches under the publishing controls. */
  toggles: Toggle<NoInfer<V>>[]
  contentPlaceholder: string
  contentLabelAction?: (content: string) => ReactNode
  main: ReactNode
  /** The kind's panels in the side column, between publishing and History. */
  side?: ReactNode
}) => {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const autosave = useDraftAutosave(form, {
    key: `${kind}:${item ? String(item.id) : 'new'}`,
    server: defaultsOf(item),
  })
  const {
    register,
    control,
    setError,
    setValue,
    reset,
    formState: { errors: e },
  } = form
  const content = useWatch({ control, name: 'content_markdown' as Path<V> }) as string | undefined
  const publishIntent = usePublishIntent()
  const adminForm = useAdminForm(form, {
    fields,
    fallback: `Failed to save the ${kind}`,
    save: async (values, allowLeave) => {
      // "Publish now", "Schedule…" and "Unpublish" save with the status they chose.
      const { body, intent } = publishIntent.take(values)
      const saved = await save(item?.id, body)
      autosave.saved(defaultsOf(saved))
      toast.success(savedMessage(saved, intent, !item))
      if (item) {
        reset(defaultsOf(saved))
        void revalidator.revalidate()
      } else {
        allowLeave()
        await navigate(editPath(saved.id), { replace: true })
      }
    },
    mapServerError: (err, message) => {
      if (!applyServerErrors(err, setError, fields).length && message.toLowerCase().includes('slug')) {
        setError('slug' as Path<V>, { type: 'server', message })
      }
    },
  })

  const id = (name: string) => `${idPrefix}-${name}`
  const contentField = register('content_markdown' as Path<V>)
  const error = (name: string) => (e as Record<string, { message?: string } | undefined>)[name]?.message
  return (
    <AdminForm
      {...adminForm}
      onSubmit={(ev) => (publishIntent.clear(), adminForm.onSubmit(ev))}
      noun={kind}
      editing={!!item}
      createLabel={`Save ${kind}`}
      cancelTo={cancelTo}
    >
      {autosave.banner}
      <div className="space-y-6">
        <Panel>
          <div className="space-y-5">
            <Field id={id('title')} label="Title" required error={error('title')}>
              <Input
                id={id('title')}
                className="font-semibold"
                invalid={!!error('title')}
                {...register('title' as Path<V>)}
              />
            </Field>
            <Field
              id={id('content')}
              label="Content (Markdown)"
              error={error('content_markdown')}
              labelAction={contentLabelAction?.(content ?? '')}
            >
              <MarkdownEditor
                id={id('content')}
                value={content ?? ''}
                onValueChange={(next) =>
                  setValue('content_markdown' as Path<V>, next as PathValue<V, Path<V>>, { shouldDirty: true })
                }
                invalid={!!error('content_markdown')}
                placeholder={contentPlaceholder}
                name={contentField.name}
                onChange={contentField.onChange}
                onBlur={contentField.onBlur}
                textareaRef={contentField.ref}
              />
            </Field>
          </div>
        </Panel>
        <FormColumns
          main={main}
          side={
            <>
              <PublishingPanel register={register} idPrefix={idPrefix} toggles={toggles}>
                <PublishControl
                  status={item?.status ?? 'draft'}
                  publishedAt={item?.published_at ?? null}
                  saving={adminForm.saving}
                  onIntent={(intent) => {
                    publishIntent.set(intent)
                    void adminForm.onSubmit()
                  }}
                />
              </PublishingPanel>
              {side}
              {item ? (
                <HistoryPanel
                  kind={kind}
                  itemId={item.id}
                  current={form.getValues}
                  saved={item}
                  dirty={adminForm.dirty}
                  onRestored={(restored: RestoredItem[DocumentKind]) => {
                    const values = defaultsOf(restored as unknown as Item)
                    reset(values)
                    autosave.saved(values)
                    void revalidator.revalidate()
                  }}
                />
              ) : null}
            </>
          }
        />
      </div>
    </AdminForm>
  )
}
