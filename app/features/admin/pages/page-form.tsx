import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useRevalidator } from 'react-router'

import { type Page, PageWriteSchema } from '../../../../core/schemas/page.ts'
import { Field, Input, Textarea } from '../../../components/ui/form.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { MarkdownEditor } from '../blog/markdown-editor.tsx'
import { formResolver } from '../form-resolver.ts'
import { useAdminForm } from '../use-admin-form.ts'
import { AdminForm, FormColumns } from '../ui/admin-form.tsx'
import { Panel } from '../ui/admin-page.tsx'
import { PublishingPanel, type Toggle } from '../ui/publishing-panel.tsx'
import { SlugField } from '../ui/slug-field.tsx'

const FIELDS = Object.keys(PageWriteSchema.shape)

const resolver = formResolver(PageWriteSchema, { toNull: ['meta_title', 'meta_description'], toUndefined: ['slug'] })

const defaultsOf = (p?: Page) => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  content_markdown: p?.content_markdown ?? '',
  published: p?.published ?? false,
  show_in_nav: p?.show_in_nav ?? false,
  meta_title: p?.meta_title ?? '',
  meta_description: p?.meta_description ?? '',
})
type Values = ReturnType<typeof defaultsOf>

const TOGGLES: Toggle<Values>[] = [
  {
    name: 'published',
    id: 'published',
    label: 'Published',
    description: 'Live at its address and in the sitemap. Unticked: a draft only you see.',
  },
  {
    name: 'show_in_nav',
    id: 'nav',
    label: 'Show in the navigation',
    description: 'A link in the site header, after the usual entries (once published).',
  },
]

/** Write or edit one of the owner's pages (About, Services, Uses…) in the post editor's Markdown. */
export const PageForm = ({ page }: { page?: Page }) => {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: defaultsOf(page) })
  const {
    register,
    control,
    setError,
    setValue,
    reset,
    formState: { errors: e },
  } = form
  const [content, title] = useWatch({ control, name: ['content_markdown', 'title'] })
  const adminForm = useAdminForm(form, {
    fields: FIELDS,
    fallback: 'Failed to save the page',
    save: async (values, allowLeave) => {
      const saved = page ? await adminApi.updatePage(page.id, values) : await adminApi.createPage(values)
      toast.success(page ? 'Page saved.' : 'Page created.')
      if (page) {
        reset(defaultsOf(saved))
        void revalidator.revalidate()
      } else {
        allowLeave()
        await navigate(`/admin/pages/${saved.id}/edit`, { replace: true })
      }
    },
    mapServerError: (err, message) => {
      if (!applyServerErrors(err, setError, FIELDS).length && message.toLowerCase().includes('slug')) {
        setError('slug', { type: 'server', message })
      }
    },
  })

  const contentField = register('content_markdown')
  return (
    <AdminForm {...adminForm} noun="page" editing={!!page} createLabel="Save page" cancelTo="/admin/pages">
      <div className="space-y-6">
        <Panel>
          <div className="space-y-5">
            <Field id="pg-title" label="Title" required error={e.title?.message}>
              <Input id="pg-title" className="font-semibold" invalid={!!e.title} {...register('title')} />
            </Field>
            <Field id="pg-content" label="Content (Markdown)" error={e.content_markdown?.message}>
              <MarkdownEditor
                id="pg-content"
                value={content ?? ''}
                onValueChange={(next) => setValue('content_markdown', next, { shouldDirty: true })}
                invalid={!!e.content_markdown}
                placeholder={'## About me\n\nWrite in Markdown, as in a post.'}
                name={contentField.name}
                onChange={contentField.onChange}
                onBlur={contentField.onBlur}
                textareaRef={contentField.ref}
              />
            </Field>
          </div>
        </Panel>
        <FormColumns
          main={
            <>
              <Panel title="Address">
                <SlugField
                  id="pg-slug"
                  page="the page"
                  base=""
                  editing={!!page}
                  placeholder="about"
                  error={e.slug?.message}
                  {...register('slug')}
                />
              </Panel>
              <Panel title="Search and sharing" description="How the page looks in search results and social previews.">
                <div className="space-y-5">
                  <Field id="pg-meta-title" label="Meta title" error={e.meta_title?.message}>
                    <Input
                      id="pg-meta-title"
                      placeholder={title || 'Defaults to the title'}
                      invalid={!!e.meta_title}
                      {...register('meta_title')}
                    />
                  </Field>
                  <Field id="pg-meta-description" label="Meta description" error={e.meta_description?.message}>
                    <Textarea
                      id="pg-meta-description"
                      rows={3}
                      placeholder="Defaults to the site's description"
                      invalid={!!e.meta_description}
                      {...register('meta_description')}
                    />
                  </Field>
                </div>
              </Panel>
            </>
          }
          side={<PublishingPanel register={register} idPrefix="pg" toggles={TOGGLES} />}
        />
      </div>
    </AdminForm>
  )
}
