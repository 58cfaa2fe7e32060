import { Controller, useForm, useWatch } from 'react-hook-form'
import { useNavigate, useRevalidator } from 'react-router'

import { CATEGORY_NAMES, PROJECT_CATEGORIES, PROJECT_TYPE_NAMES, PROJECT_TYPES } from '../../../../core/constants.ts'
import { type Project, ProjectWriteSchema } from '../../../../core/schemas/project.ts'
import { Field, Input, Select, Textarea } from '../../../components/ui/form.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { formResolver } from '../form-resolver.ts'
import { HistoryPanel } from '../history/history-panel.tsx'
import { useAdminForm } from '../use-admin-form.ts'
import { AdminForm, FormColumns } from '../ui/admin-form.tsx'
import { Panel } from '../ui/admin-page.tsx'
import { GalleryEditor } from '../ui/gallery-editor.tsx'
import { HtmlEditor } from '../ui/html-editor.tsx'
import { ImagePanel } from '../ui/image-panel.tsx'
import { featuredToggle, PublishingPanel, visibleToggle } from '../ui/publishing-panel.tsx'
import { SlugField } from '../ui/slug-field.tsx'
import { TagField } from '../ui/tag-field.tsx'

const FIELDS = [
  'title',
  'slug',
  'description',
  'short_description',
  'technologies',
  'category',
  'project_type',
  'github_url',
  'live_url',
  'demo_url',
  'case_study_url',
  'featured_image',
  'gallery',
  'featured',
  'completed',
  'start_date',
  'end_date',
  'is_active',
  'complexity_score',
  'hide_broken_links',
] as const

const resolver = formResolver(ProjectWriteSchema, {
  toNull: ['start_date', 'end_date', 'short_description'],
  toUndefined: ['slug'],
})

const defaultsOf = (p?: Project & { hide_broken_links?: boolean }, featuredByDefault = false) => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  description: p?.description ?? '',
  short_description: p?.short_description ?? '',
  technologies: p?.technologies ?? [],
  category: (p?.category ?? 'fullstack') as (typeof PROJECT_CATEGORIES)[number],
  project_type: p?.project_type ?? 'personal',
  github_url: p?.github_url ?? '',
  live_url: p?.live_url ?? '',
  demo_url: p?.demo_url ?? '',
  case_study_url: p?.case_study_url ?? '',
  featured_image: p?.featured_image ?? '',
  gallery: p?.gallery ?? [],
  featured: p?.featured ?? featuredByDefault,
  completed: p?.completed ?? true,
  start_date: p?.start_date ?? '',
  end_date: p?.end_date ?? '',
  is_active: p?.is_active ?? true,
  complexity_score: p?.complexity_score ?? 5,
  hide_broken_links: p?.hide_broken_links ?? false,
})

const URL_FIELDS = [
  { name: 'live_url', label: 'Live demo URL', placeholder: 'https://example.com' },
  { name: 'github_url', label: 'Code URL (GitHub…)', placeholder: 'https://github.com/you/project' },
  { name: 'demo_url', label: 'Demo video URL', placeholder: 'https://…' },
  { name: 'case_study_url', label: 'Case study URL', placeholder: 'https://…' },
] as const

/** Create or edit a project: every field of SPEC.md §3, checked by the API's own schema. */
export const ProjectForm = ({
  project,
  technologies,
  featuredByDefault,
}: {
  project?: Project & { hide_broken_links?: boolean }
  technologies: string[]
  /** A new site's first project: Featured starts ticked, as the home page shows featured ones only (issue 23). */
  featuredByDefault?: boolean
}) => {
  const navigate = useNavigate()
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: defaultsOf(project, featuredByDefault) })
  const revalidator = useRevalidator()
  const {
    register,
    control,
    setError,
    formState: { errors: e },
  } = form
  const [description, complexity] = useWatch({ control, name: ['description', 'complexity_score'] })
  const adminForm = useAdminForm(form, {
    fields: FIELDS,
    fallback: 'Failed to save the project',
    save: async (values, allowLeave) => {
      const saved = project ? await adminApi.updateProject(project.id, values) : await adminApi.createProject(values)
      toast.success(project ? `Changes to “${saved.title}” saved.` : `Project “${saved.title}” created.`)
      allowLeave()
      await navigate('/admin/projects')
    },
    mapServerError: (err, message) => {
      // SPEC.md §8: a 409 says "A project with this title/slug already exists".
      if (err instanceof ApiError && err.status === 409) setError('title', { type: 'server', message })
      else applyServerErrors(err, setError, FIELDS)
    },
  })

  return (
    <AdminForm {...adminForm} noun="project" editing={!!project} cancelTo="/admin/projects">
      <FormColumns
        main={
          <>
            <Panel title="Basics">
              <div className="space-y-5">
                <Field id="p-title" label="Title" required error={e.title?.message}>
                  <Input id="p-title" invalid={!!e.title} {...register('title')} />
                </Field>
                <SlugField
                  id="p-slug"
                  page="the project page"
                  base="/projects"
                  editing={!!project}
                  placeholder="my-project"
                  error={e.slug?.message}
                  {...register('slug')}
                />
                <Field
                  id="p-short"
                  label="Short description"
                  error={e.short_description?.message}
                  hint="Shown on project cards (two lines)."
                >
                  <Textarea
                    id="p-short"
                    rows={2}
                    hasHint
                    invalid={!!e.short_description}
                    className="min-h-16"
                    {...register('short_description')}
                  />
                </Field>
                <Field
                  id="p-description"
                  label="Description"
                  error={e.description?.message}
                  hint="HTML: <p>, <h2>, <ul>, <a>, <strong>, <code>… Scripts and styles are removed on save."
                >
                  <HtmlEditor
                    id="p-description"
                    hasHint
                    invalid={!!e.description}
                    html={description ?? ''}
                    previewLabel="Description preview"
                    {...register('description')}
                  />
                </Field>
              </div>
            </Panel>

            <ImagePanel
              title="Images"
              control={control}
              images={[{ name: 'featured_image', id: 'p-image', label: 'Featured image' }]}
            >
              <Controller
                control={control}
                name="gallery"
                render={({ field }) => (
                  <GalleryEditor
                    id="p-gallery"
                    label="Gallery"
                    value={field.value ?? []}
                    onChange={field.onChange}
                    error={e.gallery?.message ?? e.gallery?.find?.((x) => x)?.message}
                  />
                )}
              />
            </ImagePanel>

            <Panel title="Links" description="Shown as Live Demo, View Code and Case Study buttons.">
              <div className="grid gap-5 sm:grid-cols-2">
                {URL_FIELDS.map((f) => (
                  <Field key={f.name} id={`p-${f.name}`} label={f.label} error={e[f.name]?.message}>
                    <Input
                      id={`p-${f.name}`}
                      type="url"
                      inputMode="url"
                      placeholder={f.placeholder}
                      invalid={!!e[f.name]}
                      {...register(f.name)}
                    />
                  </Field>
                ))}
              </div>
            </Panel>
          </>
        }
        side={
          <>
            <PublishingPanel
              register={register}
              idPrefix="p"
              toggles={[
                visibleToggle(),
                featuredToggle('Shown on the home page and first in lists.'),
                {
                  name: 'completed',
                  id: 'completed',
                  label: 'Completed',
                  description: 'Otherwise shown as In Progress.',
                },
                {
                  name: 'hide_broken_links',
                  id: 'hide_broken_links',
                  label: 'Hide broken links',
                  description: 'Links the daily link check finds broken are left off the public page.',
                },
              ]}
            />

            <Panel title="Details">
              <div className="space-y-5">
                <Field id="p-category" label="Category" required error={e.category?.message}>
                  <Select id="p-category" invalid={!!e.category} {...register('category')}>
                    {PROJECT_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {CATEGORY_NAMES[c]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field id="p-type" label="Type" error={e.project_type?.message}>
                  <Select id="p-type" invalid={!!e.project_type} {...register('project_type')}>
                    {PROJECT_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {PROJECT_TYPE_NAMES[t]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  id="p-complexity"
                  label={`Complexity: ${complexity ?? 0} / 10`}
                  error={e.complexity_score?.message}
                  hint="Shown as five dots on the project page."
                >
                  <input
                    id="p-complexity"
                    type="range"
                    min={0}
                    max={10}
                    step={1}
                    aria-describedby="p-complexity-hint"
                    className="w-full accent-brand-600"
                    {...register('complexity_score', { valueAsNumber: true })}
                  />
                </Field>
                <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
                  <Field id="p-start" label="Start date" error={e.start_date?.message}>
                    <Input id="p-start" type="date" invalid={!!e.start_date} {...register('start_date')} />
                  </Field>
                  <Field id="p-end" label="End date" error={e.end_date?.message}>
                    <Input id="p-end" type="date" invalid={!!e.end_date} {...register('end_date')} />
                  </Field>
                </div>
              </div>
            </Panel>

            <Panel title="Technologies">
              <TagField
                control={control}
                name="technologies"
                id="p-tech"
                label="Technologies"
                hint="The first three show on cards. Press Enter after each."
                suggestions={technologies}
                itemLabel="technology"
                max={50}
              />
            </Panel>
            {project ? (
              <HistoryPanel
                kind="project"
                itemId={project.id}
                current={form.getValues}
                saved={project}
                dirty={adminForm.dirty}
                onRestored={(restored) => {
                  form.reset(defaultsOf(restored))
                  void revalidator.revalidate()
                }}
              />
            ) : null}
          </>
        }
      />
    </AdminForm>
  )
}
