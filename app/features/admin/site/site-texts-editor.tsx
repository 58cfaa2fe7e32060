import { ExternalLink, RotateCcw } from 'lucide-react'
import { useState } from 'react'

import type { SiteCopyEntry } from '../../../../core/schemas/site.ts'
import { siteText, SITE_COPY_MAX, type SiteCopyKey, type CopyValues } from '../../../../core/site-copy.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { FormAlert, inputClass } from '../../../components/ui/form.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { SectionHeading } from '../../../components/ui/section-heading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { Panel } from '../ui/admin-page.tsx'

/** Where each group of texts shows, and what to call it. */
const GROUPS: { prefix: string; label: string; page: string; kind: 'section' | 'page' | 'items' }[] = [
  { prefix: 'hero.', label: 'Home: hero', page: '/', kind: 'items' },
  { prefix: 'home.skills.', label: 'Home: skills', page: '/#skills', kind: 'section' },
  { prefix: 'home.projects.', label: 'Home: featured projects', page: '/#projects', kind: 'section' },
  { prefix: 'home.tutoring.', label: 'Home: tutoring', page: '/#tutoring', kind: 'items' },
  { prefix: 'home.stats.', label: 'Home: statistics', page: '/', kind: 'items' },
  { prefix: 'home.posts.', label: 'Home: latest posts', page: '/#blog', kind: 'section' },
  { prefix: 'home.certificates.', label: 'Home: certificates', page: '/#certificates', kind: 'section' },
  { prefix: 'home.testimonials.', label: 'Home: testimonials', page: '/#testimonials', kind: 'section' },
  { prefix: 'home.contact.', label: 'Home: contact', page: '/#contact', kind: 'section' },
  { prefix: 'projects.', label: 'Projects page', page: '/projects', kind: 'page' },
  { prefix: 'blogs.', label: 'Blog page', page: '/blogs', kind: 'page' },
  { prefix: 'certificates.', label: 'Certificates page', page: '/certificates', kind: 'page' },
  { prefix: 'contact.', label: 'Contact page', page: '/contact', kind: 'page' },
  { prefix: 'contact_card.', label: 'Contact card (home and contact page)', page: '/contact', kind: 'items' },
  { prefix: 'footer.', label: 'Footer', page: '/', kind: 'items' },
  { prefix: 'not_found.', label: 'Page not found', page: '/this-page-does-not-exist', kind: 'items' },
]

const fieldLabel = (key: string, prefix: string) =>
  key
    .slice(prefix.length)
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase())

/** The group's texts drawn with the public pages' own components, as typed (before saving). */
const Preview = ({ group, value }: { group: (typeof GROUPS)[number]; value: (key: SiteCopyKey) => string }) => {
  const k = (name: string) => `${group.prefix}${name}` as SiteCopyKey
  if (group.kind === 'page')
    return <PageHeader eyebrow={value(k('eyebrow'))} title={value(k('title'))} description={value(k('intro'))} />
  if (group.kind === 'section')
    return (
      <div className="px-4 py-8">
        <SectionHeading eyebrow={value(k('eyebrow'))} title={value(k('title'))} description={value(k('intro'))} />
        {group.prefix.endsWith('projects.') ||
        group.prefix.endsWith('posts.') ||
        group.prefix.endsWith('certificates.') ? (
          value(k('link')) ? (
            <p className="text-center">
              <span className={buttonClass({ variant: 'outline' })}>{value(k('link'))}</span>
            </p>
          ) : null
        ) : null}
      </div>
    )
  return (
    <ul className="space-y-3 p-5">
      {(Object.keys(PREVIEW_KEYS) as SiteCopyKey[])
        .filter((key) => key.startsWith(group.prefix))
        .map((key) =>
          value(key) ? (
            <li key={key} className={PREVIEW_KEYS[key]}>
              {value(key)}
            </li>
          ) : null,
        )}
    </ul>
  )
}

// How a text of the "items" groups looks where it shows.
const heading = 'text-xl font-semibold tracking-tight text-slate-900 dark:text-white'
const body = 'text-sm leading-6 text-slate-600 dark:text-slate-400'
const PREVIEW_KEYS: Partial<Record<SiteCopyKey, string>> = {
  'hero.connect_label': buttonClass({ className: 'w-fit' }),
  'hero.resume_label': buttonClass({ variant: 'outline', className: 'w-fit' }),
  'hero.skills_label': 'hero-label',
  'home.tutoring.eyebrow': 'eyebrow',
  'home.tutoring.frameworks_title': 'label-caps',
  'home.tutoring.badge': 'w-fit rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white',
  'home.tutoring.primary_button': buttonClass({ className: 'w-fit' }),
  'home.tutoring.secondary_button': buttonClass({ variant: 'outline', className: 'w-fit' }),
  'home.stats.response_label': body,
  'contact_card.title': heading,
  'contact_card.text': body,
  'contact_card.form_title': heading,
  'footer.links_title': 'footer-heading',
  'footer.resources_title': 'footer-heading',
  'footer.contact_title': 'footer-heading',
  'footer.copyright': body,
  'not_found.title': 'text-3xl font-bold tracking-tight text-slate-900 dark:text-white',
  'not_found.text': body,
}

/**
 * docs/api/owners-site.md, "Site texts (copy)": every fixed text of the public pages, each
 * beside a live preview of where it shows; saved together, reset to the default in one click.
 */
export const SiteTextsEditor = ({ entries, values }: { entries: SiteCopyEntry[]; values: Partial<CopyValues> }) => {
  const [saved, setSaved] = useState(entries)
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const [active, setActive] = useState(GROUPS[0]!.prefix)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  const current = (key: string) => drafts[key] ?? saved.find((e) => e.key === key)?.value ?? ''
  const overrides = Object.fromEntries(saved.map((e) => [e.key, current(e.key)]))
  const preview = (key: SiteCopyKey) => siteText(overrides, key, values)
  const dirty = Object.keys(drafts).filter((k) => drafts[k] !== saved.find((e) => e.key === k)?.value)

  const save = async (body: Record<string, string | null>, done: string) => {
    setBusy(true)
    setError(null)
    try {
      const next = await adminApi.updateSiteCopy(body)
      setSaved(next)
      setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !(k in body))))
      setFieldErrors({})
      toast.success(done)
    } catch (err) {
      const message = errorMessage(err, 'Failed to save the site texts')
      const details = err instanceof ApiError ? (err.errors ?? []) : []
      setFieldErrors(Object.fromEntries(details.map((d) => [String(d.loc[1]), d.msg])))
      setError(message)
      toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  const group = GROUPS.find((g) => g.prefix === active) ?? GROUPS[0]!
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        className="space-y-6"
        onSubmit={(e) => {
          e.preventDefault()
          void save(Object.fromEntries(dirty.map((k) => [k, drafts[k]!])), 'Site texts saved. The site shows them now.')
        }}
      >
        <FormAlert message={error} />
        {GROUPS.map((g) => (
          <Panel key={g.prefix} title={g.label}>
            <div className="space-y-4" onFocus={() => setActive(g.prefix)}>
              {saved
                .filter((e) => e.key.startsWith(g.prefix) && !e.key.slice(g.prefix.length).includes('.'))
                .map((e) => {
                  const id = `copy-${e.key.replace(/\./g, '-')}`
                  const value = current(e.key)
                  const long = e.default.length > 60
                  return (
                    <div key={e.key}>
                      <div className="mb-1.5 flex items-center justify-between gap-2">
                        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                          {fieldLabel(e.key, g.prefix)}
                          {e.required ? null : <span className="font-normal text-slate-500"> (empty hides it)</span>}
                        </label>
                        {e.customized || drafts[e.key] !== undefined ? (
                          <button
                            type="button"
                            className="inline-flex items-center gap-1 rounded text-xs font-medium text-brand-700 hover:underline dark:text-brand-300"
                            disabled={busy}
                            onClick={() => void save({ [e.key]: null }, 'Default text restored.')}
                          >
                            <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
                            Reset to default<span className="sr-only">: {fieldLabel(e.key, g.prefix)}</span>
                          </button>
                        ) : null}
                      </div>
                      {long ? (
                        <textarea
                          id={id}
                          rows={3}
                          maxLength={SITE_COPY_MAX}
                          className={inputClass(!!fieldErrors[e.key])}
                          value={value}
                          onChange={(ev) => setDrafts((d) => ({ ...d, [e.key]: ev.target.value }))}
                        />
                      ) : (
                        <input
                          id={id}
                          maxLength={SITE_COPY_MAX}
                          className={inputClass(!!fieldErrors[e.key])}
                          value={value}
                          onChange={(ev) => setDrafts((d) => ({ ...d, [e.key]: ev.target.value }))}
                        />
                      )}
                      {fieldErrors[e.key] ? (
                        <p className="mt-1 text-sm text-rose-700 dark:text-rose-400">{fieldErrors[e.key]}</p>
                      ) : e.customized ? (
                        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Default: {e.default}</p>
                      ) : null}
                    </div>
                  )
                })}
            </div>
          </Panel>
        ))}
        <div className="sticky bottom-0 z-10 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 py-3 dark:border-slate-800 dark:bg-slate-950/95">
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {dirty.length
              ? `${dirty.length} unsaved ${dirty.length === 1 ? 'change' : 'changes'}`
              : 'No unsaved changes'}
          </span>
          <button type="submit" className={buttonClass()} disabled={busy || dirty.length === 0}>
            Save texts
          </button>
        </div>
      </form>
      <aside aria-label="Preview" className="lg:sticky lg:top-20 lg:self-start">
        <Panel
          title={`Preview: ${group.label}`}
          description="As you type; saved texts show on the site at once."
          actions={
            <a
              href={group.page}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              Open the page
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          }
        >
          <div className="-m-5 overflow-hidden rounded-b-2xl" data-testid="copy-preview">
            <Preview group={group} value={preview} />
          </div>
        </Panel>
      </aside>
    </div>
  )
}
