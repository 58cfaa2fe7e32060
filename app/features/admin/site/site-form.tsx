import { zodResolver } from '@hookform/resolvers/zod'
import { ChevronRight, Plus } from 'lucide-react'
import { useState } from 'react'
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form'

import { type SiteProfile, SiteProfileSchema } from '../../../../core/schemas/site.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Field, FieldError, FormAlert, Input, Select, Textarea } from '../../../components/ui/form.tsx'
import { NamedIcon } from '../../../components/ui/named-icon.tsx'
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts'
import { setFlash } from '../../../lib/session.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { useUnsavedChanges } from '../use-unsaved-changes.tsx'
import { Panel } from '../ui/admin-page.tsx'
import { ImageUpload } from '../ui/image-upload.tsx'
import { SaveBar } from '../ui/save-bar.tsx'
import { TagInput } from '../ui/tag-input.tsx'
import { RowControls } from './field-array-controls.tsx'

const PLATFORMS: Record<SiteProfile['socials'][number]['platform'], string> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  youtube: 'YouTube',
  devto: 'DEV',
  stackoverflow: 'Stack Overflow',
  email: 'Email',
  website: 'Website',
}

// The icon names the public site knows (components/ui/named-icon.tsx).
const ICONS = [
  'server',
  'layout',
  'smartphone',
  'users',
  'globe',
  'user-check',
  'layers',
  'folder-kanban',
  'code',
  'database',
  'cloud',
  'brain',
  'palette',
  'graduation-cap',
]

const SECTIONS = [
  { id: 'identity', label: 'Identity' },
  { id: 'hero', label: 'Hero and links' },
  { id: 'socials', label: 'Social links' },
  { id: 'skills', label: 'Skills' },
  { id: 'stats', label: 'Statistics' },
  { id: 'tutoring', label: 'Tutoring' },
  { id: 'seo', label: 'Footer and search' },
]

const FIELDS = Object.keys(SiteProfileSchema.shape)

type Errors = FieldErrors<SiteProfile>
type Props = { control: Control<SiteProfile>; register: UseFormRegister<SiteProfile>; errors: Errors }

const addButton = buttonClass({ variant: 'outline', size: 'sm' })

const IconSelect = ({ id, value, ...rest }: React.ComponentProps<typeof Select> & { value?: string }) => (
  <div className="flex items-center gap-2">
    <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
      <NamedIcon name={value ?? ''} className="h-5 w-5" />
    </span>
    <Select id={id} {...rest}>
      {ICONS.map((i) => (
        <option key={i} value={i}>
          {i}
        </option>
      ))}
    </Select>
  </div>
)

const Socials = ({ control, register, errors }: Props) => {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'socials' })
  return (
    <div className="space-y-3">
      {fields.map((f, i) => {
        const e = errors.socials?.[i]
        return (
          <fieldset key={f.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <legend className="sr-only">Social link {i + 1}</legend>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <Field id={`s-${i}-platform`} label="Platform" className="sm:w-40">
                <Select id={`s-${i}-platform`} {...register(`socials.${i}.platform`)}>
                  {Object.entries(PLATFORMS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field id={`s-${i}-label`} label="Label" error={e?.label?.message} className="sm:w-40">
                <Input id={`s-${i}-label`} invalid={!!e?.label} {...register(`socials.${i}.label`)} />
              </Field>
              <Field id={`s-${i}-url`} label="URL" error={e?.url?.message} className="flex-1">
                <Input id={`s-${i}-url`} inputMode="url" invalid={!!e?.url} {...register(`socials.${i}.url`)} />
              </Field>
              <div className="sm:pt-7">
                <RowControls
                  index={i}
                  count={fields.length}
                  name={`social link ${i + 1}`}
                  onMove={move}
                  onRemove={remove}
                />
              </div>
            </div>
          </fieldset>
        )
      })}
      {fields.length < 12 ? (
        <button type="button" className={addButton} onClick={() => append({ platform: 'website', label: '', url: '' })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add a social link
        </button>
      ) : null}
    </div>
  )
}

const SkillLevels = ({ control, register, errors, category }: Props & { category: number }) => {
  const { fields, append, remove, move } = useFieldArray({ control, name: `skills.${category}.allSkills` })
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">All skills with levels</legend>
      <ul className="space-y-2">
        {fields.map((f, j) => {
          const e = errors.skills?.[category]?.allSkills?.[j]
          return (
            <li key={f.id} className="flex flex-wrap items-start gap-2">
              <div className="min-w-36 flex-1">
                <label htmlFor={`k-${category}-${j}-name`} className="sr-only">
                  Skill {j + 1} name
                </label>
                <Input
                  id={`k-${category}-${j}-name`}
                  placeholder="Skill"
                  invalid={!!e?.name}
                  {...register(`skills.${category}.allSkills.${j}.name`)}
                />
                <FieldError id={`k-${category}-${j}-name`} message={e?.name?.message} />
              </div>
              <div className="w-24">
                <label htmlFor={`k-${category}-${j}-level`} className="sr-only">
                  Skill {j + 1} level in percent
                </label>
                <div className="relative">
                  <Input
                    id={`k-${category}-${j}-level`}
                    type="number"
                    min={0}
                    max={100}
                    className="pr-7"
                    invalid={!!e?.level}
                    {...register(`skills.${category}.allSkills.${j}.level`, { valueAsNumber: true })}
                  />
                  <span
                    className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500"
                    aria-hidden="true"
                  >
                    %
                  </span>
                </div>
                <FieldError id={`k-${category}-${j}-level`} message={e?.level?.message} />
              </div>
              <RowControls index={j} count={fields.length} name={`skill ${j + 1}`} onMove={move} onRemove={remove} />
            </li>
          )
        })}
      </ul>
      {fields.length < 30 ? (
        <button type="button" className={`${addButton} mt-2`} onClick={() => append({ name: '', level: 80 })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add a skill
        </button>
      ) : null}
    </fieldset>
  )
}

const Skills = (props: Props) => {
  const { control, register, errors } = props
  const { fields, append, remove, move } = useFieldArray({ control, name: 'skills' })
  const values = useWatch({ control, name: 'skills' })
  return (
    <div className="space-y-4">
      {fields.map((f, i) => {
        const e = errors.skills?.[i]
        return (
          <details
            key={f.id}
            open={e ? true : undefined}
            className="group rounded-xl border border-slate-200 dark:border-slate-800"
          >
            <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl p-3 hover:bg-slate-50 dark:hover:bg-slate-800/50">
              <ChevronRight
                className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90"
                aria-hidden="true"
              />
              <span className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                <NamedIcon name={values?.[i]?.icon ?? ''} className="h-4 w-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
                  {values?.[i]?.title || `Category ${i + 1}`}
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {values?.[i]?.allSkills?.length ?? 0} skills
                  {e ? <span className="ml-2 text-rose-700 dark:text-rose-400">· has errors</span> : null}
                </span>
              </span>
            </summary>
            <div className="border-t border-slate-200 p-4 dark:border-slate-800">
              <div className="mb-2 flex justify-end">
                <RowControls
                  index={i}
                  count={fields.length}
                  name={`category ${i + 1}`}
                  onMove={move}
                  onRemove={remove}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id={`sk-${i}-title`} label="Title" error={e?.title?.message}>
                  <Input id={`sk-${i}-title`} invalid={!!e?.title} {...register(`skills.${i}.title`)} />
                </Field>
                <Field id={`sk-${i}-icon`} label="Icon" error={e?.icon?.message}>
                  <IconSelect id={`sk-${i}-icon`} value={values?.[i]?.icon} {...register(`skills.${i}.icon`)} />
                </Field>
                <Controller
                  control={control}
                  name={`skills.${i}.skills`}
                  render={({ field }) => (
                    <Field
                      id={`sk-${i}-shown`}
                      label="Shown on the card"
                      error={e?.skills?.message}
                      hint="Up to four."
                      className="sm:col-span-2"
                    >
                      <TagInput
                        id={`sk-${i}-shown`}
                        hasHint
                        value={field.value ?? []}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        max={4}
                        itemLabel="skill"
                        invalid={!!e?.skills}
                      />
                    </Field>
                  )}
                />
                <div className="sm:col-span-2">
                  <SkillLevels {...props} category={i} />
                </div>
              </div>
            </div>
          </details>
        )
      })}
      {fields.length < 8 ? (
        <button
          type="button"
          className={addButton}
          onClick={() => append({ title: '', icon: 'code', skills: [], allSkills: [] })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add a category
        </button>
      ) : null}
    </div>
  )
}

const Stats = ({ control, register, errors }: Props) => {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stats' })
  return (
    <div className="space-y-3">
      {fields.map((f, i) => {
        const e = errors.stats?.[i]
        return (
          <div key={f.id} className="flex flex-wrap items-start gap-3">
            <Field id={`st-${i}-value`} label={`Figure ${i + 1}`} error={e?.value?.message} className="w-28">
              <Input id={`st-${i}-value`} placeholder="50+" invalid={!!e?.value} {...register(`stats.${i}.value`)} />
            </Field>
            <Field id={`st-${i}-label`} label="Label" error={e?.label?.message} className="min-w-40 flex-1">
              <Input
                id={`st-${i}-label`}
                placeholder="Happy Clients"
                invalid={!!e?.label}
                {...register(`stats.${i}.label`)}
              />
            </Field>
            <div className="pt-7">
              <RowControls index={i} count={fields.length} name={`figure ${i + 1}`} onMove={move} onRemove={remove} />
            </div>
          </div>
        )
      })}
      {fields.length < 8 ? (
        <button type="button" className={addButton} onClick={() => append({ value: '', label: '' })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add a figure
        </button>
      ) : null}
    </div>
  )
}

const TutoringFeatures = ({ control, register, errors }: Props) => {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'tutoring.features' })
  const values = useWatch({ control, name: 'tutoring.features' })
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">Features</legend>
      <div className="space-y-3">
        {fields.map((f, i) => {
          const e = errors.tutoring?.features?.[i]
          return (
            <div key={f.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`tf-${i}-title`} label={`Feature ${i + 1} title`} error={e?.title?.message}>
                  <Input id={`tf-${i}-title`} invalid={!!e?.title} {...register(`tutoring.features.${i}.title`)} />
                </Field>
                <Field id={`tf-${i}-icon`} label="Icon" error={e?.icon?.message}>
                  <IconSelect
                    id={`tf-${i}-icon`}
                    value={values?.[i]?.icon}
                    {...register(`tutoring.features.${i}.icon`)}
                  />
                </Field>
                <Field
                  id={`tf-${i}-description`}
                  label="Description"
                  error={e?.description?.message}
                  className="sm:col-span-2"
                >
                  <Textarea
                    id={`tf-${i}-description`}
                    rows={2}
                    className="min-h-16"
                    invalid={!!e?.description}
                    {...register(`tutoring.features.${i}.description`)}
                  />
                </Field>
              </div>
              <div className="mt-2 flex justify-end">
                <RowControls
                  index={i}
                  count={fields.length}
                  name={`feature ${i + 1}`}
                  onMove={move}
                  onRemove={remove}
                />
              </div>
            </div>
          )
        })}
      </div>
      {fields.length < 8 ? (
        <button
          type="button"
          className={`${addButton} mt-3`}
          onClick={() => append({ title: '', description: '', icon: 'graduation-cap' })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add a feature
        </button>
      ) : null}
    </fieldset>
  )
}

const tags = (
  control: Control<SiteProfile>,
  name: 'availability' | 'skill_icons' | 'languages' | 'seo_keywords' | 'tutoring.frameworks',
  id: string,
  label: string,
  opts: { hint?: string; max: number; item: string; error?: string },
) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Field id={id} label={label} hint={opts.hint} error={opts.error}>
        <TagInput
          id={id}
          hasHint={!!opts.hint}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          max={opts.max}
          itemLabel={opts.item}
          invalid={!!opts.error}
        />
      </Field>
    )}
  />
)

/**
 * Everything the public pages say about the owner (SPEC.md §1): name, hero, badges, socials,
 * skills with levels, statistics, tutoring, footer and search text, résumé — no code to touch.
 */
export const SiteForm = ({ site }: { site: SiteProfile }) => {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors: e, isDirty, isSubmitting },
  } = useForm<SiteProfile>({ resolver: zodResolver(SiteProfileSchema), mode: 'onTouched', defaultValues: site })
  const { allowLeave, dialog } = useUnsavedChanges(isDirty && !isSubmitting)
  const props = { control, register, errors: e }

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null)
      try {
        await adminApi.updateSite(values)
      } catch (err) {
        const message = errorMessage(err, 'Failed to save the site profile')
        applyServerErrors(err, setError, FIELDS)
        setServerError(message)
        toast.error(message)
        return
      }
      // Every page shows the profile (header, footer, metadata): load it afresh everywhere.
      allowLeave()
      setFlash('Site profile saved. The site shows the changes now.')
      window.location.reload()
    },
    () => toast.error('Please correct the highlighted fields.'),
  )

  return (
    <form noValidate onSubmit={(ev) => void onSubmit(ev)} aria-label="Site profile">
      <div className="mb-5">
        <FormAlert title="The site profile was not saved" message={serverError} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[12rem_1fr]">
        <nav aria-label="Sections" className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded-lg px-3 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          <div id="identity">
            <Panel title="Identity" description="Your name is in the header, the footer and every page title.">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id="site-name" label="Name" required error={e.name?.message}>
                  <Input id="site-name" invalid={!!e.name} {...register('name')} />
                </Field>
                <Field
                  id="site-email"
                  label="Contact email"
                  required
                  error={e.email?.message}
                  hint="The contact form writes to it."
                >
                  <Input id="site-email" type="email" hasHint invalid={!!e.email} {...register('email')} />
                </Field>
                <Field id="site-greeting" label="Greeting" required error={e.greeting?.message}>
                  <Input id="site-greeting" invalid={!!e.greeting} {...register('greeting')} />
                </Field>
                <Field id="site-years" label="Years of experience" error={e.years_experience?.message}>
                  <Input
                    id="site-years"
                    type="number"
                    min={0}
                    max={80}
                    invalid={!!e.years_experience}
                    {...register('years_experience', { valueAsNumber: true })}
                  />
                </Field>
                <Field
                  id="site-headline"
                  label="Headline"
                  required
                  error={e.headline?.message}
                  className="sm:col-span-2"
                >
                  <Input id="site-headline" invalid={!!e.headline} {...register('headline')} />
                </Field>
                <Field id="site-bio" label="About you" required error={e.bio?.message} className="sm:col-span-2">
                  <Textarea id="site-bio" rows={4} invalid={!!e.bio} {...register('bio')} />
                </Field>
                <Field id="site-location" label="Location" error={e.location?.message} className="sm:col-span-2">
                  <Input id="site-location" invalid={!!e.location} {...register('location')} />
                </Field>
              </div>
            </Panel>
          </div>

          <div id="hero">
            <Panel title="Hero and links">
              <div className="space-y-5">
                {tags(control, 'availability', 'site-availability', 'Availability badges', {
                  max: 12,
                  item: 'badge',
                  hint: 'e.g. Available for Hire, Remote, Freelance.',
                  error: e.availability?.message,
                })}
                {tags(control, 'skill_icons', 'site-skill-icons', 'Skill icons in the hero', {
                  max: 12,
                  item: 'skill',
                  hint: 'Technology names; known ones get their logo.',
                  error: e.skill_icons?.message,
                })}
                {tags(control, 'languages', 'site-languages', 'Language badges', {
                  max: 12,
                  item: 'language',
                  error: e.languages?.message,
                })}
                <Field
                  id="site-network"
                  label="Let's Connect link"
                  required
                  error={e.professional_network_url?.message}
                  hint="Your professional network profile (LinkedIn…)."
                >
                  <Input
                    id="site-network"
                    inputMode="url"
                    hasHint
                    invalid={!!e.professional_network_url}
                    {...register('professional_network_url')}
                  />
                </Field>
                <Controller
                  control={control}
                  name="resume_url"
                  render={({ field }) => (
                    <ImageUpload
                      id="site-resume"
                      kind="pdf"
                      label="Résumé (PDF)"
                      value={field.value}
                      onChange={(url) => field.onChange(url ?? '')}
                      error={e.resume_url?.message}
                      hint="Upload a new PDF; the Download Resume buttons link to it."
                    />
                  )}
                />
              </div>
            </Panel>
          </div>

          <div id="socials">
            <Panel title="Social links" description="Shown in the hero and the footer.">
              <Socials {...props} />
            </Panel>
          </div>

          <div id="skills">
            <Panel
              title="Skills"
              description="The skills overview on the home page: categories, the skills on each card, and levels."
            >
              <Skills {...props} />
            </Panel>
          </div>

          <div id="stats">
            <Panel title="Statistics" description="The figures on the home page.">
              <div className="space-y-5">
                <Stats {...props} />
                <Field
                  id="site-response"
                  label="Response time"
                  required
                  error={e.response_time?.message}
                  hint="e.g. within 24 hours"
                >
                  <Input id="site-response" hasHint invalid={!!e.response_time} {...register('response_time')} />
                </Field>
              </div>
            </Panel>
          </div>

          <div id="tutoring">
            <Panel title="Tutoring and mentorship">
              <div className="space-y-5">
                <Field id="site-tutoring-title" label="Title" required error={e.tutoring?.title?.message}>
                  <Input id="site-tutoring-title" invalid={!!e.tutoring?.title} {...register('tutoring.title')} />
                </Field>
                <Field
                  id="site-tutoring-description"
                  label="Description"
                  required
                  error={e.tutoring?.description?.message}
                >
                  <Textarea
                    id="site-tutoring-description"
                    rows={3}
                    invalid={!!e.tutoring?.description}
                    {...register('tutoring.description')}
                  />
                </Field>
                <TutoringFeatures {...props} />
                {tags(control, 'tutoring.frameworks', 'site-frameworks', 'Frameworks and tools', {
                  max: 40,
                  item: 'framework',
                  error: e.tutoring?.frameworks?.message,
                })}
                <Field id="site-cta" label="Call to action" required error={e.tutoring?.cta?.message}>
                  <Input id="site-cta" invalid={!!e.tutoring?.cta} {...register('tutoring.cta')} />
                </Field>
              </div>
            </Panel>
          </div>

          <div id="seo">
            <Panel title="Footer and search">
              <div className="space-y-5">
                <Field
                  id="site-stack"
                  label="Stack line"
                  required
                  error={e.stack_line?.message}
                  hint="The footer's “Built with …” line."
                >
                  <Input id="site-stack" hasHint invalid={!!e.stack_line} {...register('stack_line')} />
                </Field>
                <Field
                  id="site-seo-description"
                  label="Search description"
                  required
                  error={e.seo_description?.message}
                  hint="The description of pages that have none of their own."
                >
                  <Textarea
                    id="site-seo-description"
                    rows={3}
                    hasHint
                    invalid={!!e.seo_description}
                    {...register('seo_description')}
                  />
                </Field>
                {tags(control, 'seo_keywords', 'site-keywords', 'Keywords', {
                  max: 30,
                  item: 'keyword',
                  error: e.seo_keywords?.message,
                })}
              </div>
            </Panel>
          </div>
        </div>
      </div>
      <SaveBar dirty={isDirty} saving={isSubmitting} cancelTo="/admin" saveLabel="Save profile" />
      {dialog}
    </form>
  )
}
