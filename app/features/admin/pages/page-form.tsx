import { useForm, useWatch } from 'react-hook-form'

import { type Page, PageWriteSchema } from '../../../../core/schemas/page.ts'
import { Field, Input, Textarea } from '../../../components/ui/form.tsx'
import { adminApi } from '../api.ts'
import { DocumentForm } from '../blog/document-form.tsx'
import { formResolver } from '../form-resolver.ts'
import { Panel } from '../ui/admin-page.tsx'
import type { Toggle } from '../ui/publishing-panel.tsx'
import { SlugField } from '../ui/slug-field.tsx'

const FIELDS = Object.keys(PageWriteSchema.shape)

const resolver = formResolver(PageWriteSchema, { toNull: ['meta_title', 'meta_description'], toUndefined: ['slug'] })

const defaultsOf = (p?: Page) => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  content_markdown: p?.content_markdown ?? '',
  published: p?.published ?? false,
  // Sent back as stored: a plain save keeps the schedule or the first publication date.
  published_at: p?.published_at ?? null,
  show_in_nav: p?.show_in_nav ?? false,
  meta_title: p?.meta_title ?? '',
  meta_description: p?.meta_description ?? '',
})
type Values = ReturnType<typeof defaultsOf>

const TOGGLES: Toggle<Values>[] = [
  {
    name: 'show_in_nav',
    id: 'nav',
    label: 'Show in the navigation',
    description: 'A link in the site header, after the usual entries (once published).',
  },
]

/** Write or edit one of the owner's pages (About, Services, Uses…) in the post editor. */
export const PageForm = ({ page }: { page?: Page }) => {
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: defaultsOf(page) })
  const {
    register,
    control,
    formState: { errors: e },
  } = form
  const title = useWatch({ control, name: 'title' })
  return (
    <DocumentForm
      kind="page"
      item={page}
      form={form}
      defaultsOf={defaultsOf}
      fields={FIELDS}
      save={(id, body) => (id ? adminApi.updatePage(id, body) : adminApi.createPage(body))}
      editPath={(id) => `/admin/pages/${id}/edit`}
      cancelTo="/admin/pages"
      idPrefix="pg"
      toggles={TOGGLES}
      contentPlaceholder={'## About me\n\nWrite in Markdown, as in a post.'}
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
    />
  )
}
