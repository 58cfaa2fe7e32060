import { Clock } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'

import { type AdminBlogPost, BlogWriteSchema } from '../../../../core/schemas/blog.ts'
import { Field, Input, Textarea } from '../../../components/ui/form.tsx'
import { adminApi } from '../api.ts'
import { formResolver } from '../form-resolver.ts'
import { Panel } from '../ui/admin-page.tsx'
import { ImagePanel } from '../ui/image-panel.tsx'
import { featuredToggle, type Toggle } from '../ui/publishing-panel.tsx'
import { NewsletterPanel } from './newsletter-panel.tsx'
import { SlugField } from '../ui/slug-field.tsx'
import { TagField } from '../ui/tag-field.tsx'
import { DocumentForm } from './document-form.tsx'
import { PreviewLinkPanel } from './preview-link-panel.tsx'
import { readTimeOf } from './read-time.ts'

const FIELDS = Object.keys(BlogWriteSchema.shape)

// docs/api/newsletter.md: read when the post first goes public; later changes send nothing.
const newsletterToggle: Toggle<ReturnType<typeof defaultsOf>> = {
  name: 'send_newsletter',
  id: 'send-newsletter',
  label: 'Send to subscribers',
  description: 'Emailed to every confirmed subscriber when the post first goes live, once.',
}

const resolver = formResolver(BlogWriteSchema, {
  toNull: ['meta_title', 'meta_description', 'canonical_url', 'og_image_url'],
  toUndefined: ['slug'],
  // No series name: the post is in no series (docs/api/writing.md "Series").
  prepare: (v) => {
    const series = v.series as { name?: string; part?: number } | null | undefined
    return { ...v, series: series?.name?.trim() ? series : null }
  },
})

const defaultsOf = (p?: AdminBlogPost) => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  excerpt: p?.excerpt ?? '',
  content_markdown: p?.content_markdown ?? '',
  featured_image: p?.featured_image ?? '',
  tags: p?.tags ?? [],
  meta_title: p?.meta_title ?? '',
  meta_description: p?.meta_description ?? '',
  canonical_url: p?.canonical_url ?? '',
  og_image_url: p?.og_image_url ?? '',
  published: p?.published ?? false,
  // Sent back as stored: a plain save keeps the schedule or the first publication date.
  published_at: p?.published_at ?? null,
  featured: p?.featured ?? false,
  series: { name: p?.series?.name ?? '', part: p?.series?.part ?? 1 },
  send_newsletter: p?.send_newsletter ?? true,
})

const Counter = ({ value, limit }: { value: string; limit: number }) => (
  <span className={value.length > limit ? 'text-amber-700 dark:text-amber-400' : undefined}>
    {value.length} / {limit} characters{value.length > limit ? ' (search engines may cut it)' : ''}
  </span>
)

/** Write or edit a post in Markdown, with tags, featured image and search metadata. */
export const PostForm = ({
  post,
  tags,
  seriesNames = [],
}: {
  post?: AdminBlogPost
  tags: string[]
  /** Existing series, offered while typing (docs/api/writing.md "Series"). */
  seriesNames?: string[]
}) => {
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: defaultsOf(post) })
  const {
    register,
    control,
    formState: { errors: e },
  } = form
  const [metaTitle, metaDescription, title, excerpt] = useWatch({
    control,
    name: ['meta_title', 'meta_description', 'title', 'excerpt'],
  })
  return (
    <DocumentForm
      kind="post"
      item={post}
      form={form}
      defaultsOf={defaultsOf}
      fields={FIELDS}
      save={(id, body) => (id ? adminApi.updatePost(id, body) : adminApi.createPost(body))}
      editPath={(id) => `/admin/blog/${id}/edit`}
      cancelTo="/admin/blog"
      idPrefix="b"
      toggles={[featuredToggle('Shown on the home page.'), newsletterToggle]}
      contentPlaceholder={'## A heading\n\nWrite in Markdown. Fenced code blocks (```ts) are highlighted.'}
      contentLabelAction={(content) => (
        <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {readTimeOf(content)} min read
        </span>
      )}
      main={
        <>
          <Panel title="Summary and tags">
            <div className="space-y-5">
              <Field
                id="b-excerpt"
                label="Excerpt"
                error={e.excerpt?.message}
                hint="Shown on blog cards (three lines) and under the title."
              >
                <Textarea id="b-excerpt" rows={3} hasHint invalid={!!e.excerpt} {...register('excerpt')} />
              </Field>
              <TagField
                control={control}
                name="tags"
                id="b-tags"
                label="Tags"
                hint="Press Enter after each. Readers filter posts by tag."
                suggestions={tags}
                itemLabel="tag"
                max={20}
              />
              <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
                <Field
                  id="b-series"
                  label="Series"
                  error={e.series?.name?.message ?? e.series?.message}
                  hint="Pick a series or type a new name; empty: no series."
                >
                  <Input
                    id="b-series"
                    list="b-series-names"
                    hasHint
                    autoComplete="off"
                    invalid={!!(e.series?.name ?? e.series)}
                    {...register('series.name')}
                  />
                </Field>
                <datalist id="b-series-names">
                  {seriesNames.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
                <Field id="b-series-part" label="Part" error={e.series?.part?.message}>
                  <Input
                    id="b-series-part"
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    invalid={!!e.series?.part}
                    {...register('series.part', { valueAsNumber: true })}
                  />
                </Field>
              </div>
              <SlugField
                id="b-slug"
                page="the post"
                base="/blogs"
                editing={!!post}
                placeholder="my-post"
                error={e.slug?.message}
                {...register('slug')}
              />
            </div>
          </Panel>
          <Panel title="Search and sharing" description="How the post looks in search results and social previews.">
            <div className="space-y-5">
              <Field
                id="b-meta-title"
                label="Meta title"
                error={e.meta_title?.message}
                hint={<Counter value={metaTitle ?? ''} limit={60} />}
              >
                <Input
                  id="b-meta-title"
                  hasHint
                  placeholder={title || 'Defaults to the title'}
                  invalid={!!e.meta_title}
                  {...register('meta_title')}
                />
              </Field>
              <Field
                id="b-meta-description"
                label="Meta description"
                error={e.meta_description?.message}
                hint={<Counter value={metaDescription ?? ''} limit={160} />}
              >
                <Textarea
                  id="b-meta-description"
                  rows={3}
                  hasHint
                  placeholder={excerpt || 'Defaults to the excerpt'}
                  invalid={!!e.meta_description}
                  {...register('meta_description')}
                />
              </Field>
              <Field
                id="b-canonical"
                label="Canonical URL"
                error={e.canonical_url?.message}
                hint="Only when the post was published elsewhere first: search engines credit that address."
              >
                <Input
                  id="b-canonical"
                  type="url"
                  hasHint
                  placeholder="https://…"
                  invalid={!!e.canonical_url}
                  {...register('canonical_url')}
                />
              </Field>
              <Field
                id="b-og-image"
                label="Share image URL"
                error={e.og_image_url?.message}
                hint="Shown when the post is shared; defaults to the generated card. An upload's /uploads/… address works."
              >
                <Input
                  id="b-og-image"
                  hasHint
                  placeholder="/uploads/… or https://…"
                  invalid={!!e.og_image_url}
                  {...register('og_image_url')}
                />
              </Field>
            </div>
          </Panel>
        </>
      }
      side={
        <>
          {post ? <NewsletterPanel postId={post.id} /> : null}
          {post && post.status !== 'published' ? <PreviewLinkPanel postId={post.id} /> : null}
          <ImagePanel
            title="Media"
            control={control}
            images={[{ name: 'featured_image', id: 'b-image', label: 'Featured image' }]}
          />
        </>
      }
    />
  )
}
