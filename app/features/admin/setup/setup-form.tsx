import { useState } from 'react'

import { RESUME_PATH } from '../../../../core/constants.ts'
import type { SiteProfile, SocialLink } from '../../../../core/schemas/site.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../components/ui/form.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { setFlash } from '../../../lib/session.ts'
import { adminApi } from '../api.ts'
import { ImageUpload } from '../ui/image-upload.tsx'
import { setupApi } from './setup-api.ts'

/** The four figures SPEC.md §1 shows, offered with empty values: the owner's own, or none. */
const STAT_LABELS = ['Happy Clients', 'Projects Done', 'Average Rating', 'Support'] as const
const STAT_EXAMPLES = ['50+', '100+', '5★', '24/7']

type LinkKey = 'github' | 'linkedin' | 'website'
const LINKS: { key: LinkKey; label: string; placeholder: string }[] = [
  { key: 'github', label: 'GitHub', placeholder: 'https://github.com/you' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/you' },
  { key: 'website', label: 'Website', placeholder: 'https://you.dev' },
]

const linkOf = (site: SiteProfile, key: LinkKey) => site.socials.find((s) => s.platform === key)?.url ?? ''

type Values = {
  name: string
  headline: string
  bio: string
  email: string
  photo: string
  links: Record<LinkKey, string>
  showStats: boolean
  stats: string[]
}

/** Where a server message for a profile field shows in this shorter form. */
const FIELD_OF: Record<string, string> = {
  name: 'name',
  greeting: 'name',
  headline: 'headline',
  bio: 'bio',
  email: 'email',
  photo_url: 'photo',
  socials: 'links',
  professional_network_url: 'links',
  stats: 'stats',
}

/**
 * The first-run setup (issue 13): the few things a new site needs before it is anyone's —
 * name, headline, a short bio (issue 23: the blank profile's stood in for it on the home page
 * and the résumé), contact email, links, photo, statistics on or off. Saved through the site
 * profile API (PUT /admin/site, every other field kept); skipping is remembered too.
 */
export const SetupForm = ({ site, fresh }: { site: SiteProfile; fresh: boolean }) => {
  const [values, setValues] = useState<Values>(() => ({
    // A fresh site's blank profile has placeholder words, not the owner's: start empty.
    name: fresh ? '' : site.name,
    headline: fresh ? '' : site.headline,
    bio: fresh ? '' : site.bio,
    email: site.email,
    photo: site.photo_url ?? '',
    links: { github: linkOf(site, 'github'), linkedin: linkOf(site, 'linkedin'), website: linkOf(site, 'website') },
    showStats: site.stats.length > 0,
    stats: STAT_LABELS.map((label) => site.stats.find((s) => s.label === label)?.value ?? ''),
  }))
  const [busy, setBusy] = useState<'save' | 'skip' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }))

  const profile = (): SiteProfile => {
    const name = values.name.trim()
    const headline = values.headline.trim()
    const socials: SocialLink[] = [
      ...LINKS.filter((l) => values.links[l.key].trim()).map((l) => ({
        platform: l.key,
        label: l.label,
        url: values.links[l.key].trim(),
      })),
      ...site.socials.filter((s) => !LINKS.some((l) => l.key === s.platform)),
    ]
    return {
      ...site,
      name,
      headline,
      bio: values.bio.trim(),
      email: values.email.trim(),
      photo_url: values.photo,
      socials,
      professional_network_url: values.links.linkedin.trim() || values.links.website.trim(),
      stats: values.showStats
        ? STAT_LABELS.flatMap((label, i) =>
            values.stats[i]!.trim() ? [{ label, value: values.stats[i]!.trim() }] : [],
          )
        : [],
      ...(fresh
        ? {
            greeting: name ? `Hi, I'm ${name.split(/\s+/)[0]}` : site.greeting,
            // The hero's "Download Resume" points at the résumé made from the profile until the
            // owner uploads one (Site profile → Résumé).
            resume_url: site.resume_url || RESUME_PATH,
            seo_description: name && headline ? `${name} — ${headline}`.slice(0, 300) : site.seo_description,
          }
        : {}),
    }
  }

  const finish = async (mode: 'save' | 'skip') => {
    setBusy(mode)
    setFailure(null)
    setErrors({})
    try {
      if (mode === 'save') {
        const missing: Record<string, string> = {}
        if (!values.name.trim()) missing.name = 'Name is required'
        if (!values.headline.trim()) missing.headline = 'Headline is required'
        if (!values.bio.trim()) missing.bio = 'Bio is required'
        if (Object.keys(missing).length) {
          setErrors(missing)
          setFailure('Fill in your name, headline and bio, or skip the setup for now.')
          return
        }
        await adminApi.updateSite(profile())
      }
      await setupApi.complete()
      setFlash(mode === 'save' ? 'Your site is set up' : 'Setup skipped — the dashboard lists what is left')
      // A full load, as after signing in: the header, the greeting and every page read the new profile.
      window.location.assign('/admin')
    } catch (err) {
      if (err instanceof ApiError) {
        const byField: Record<string, string> = {}
        for (const e of err.errors ?? []) {
          const field = FIELD_OF[String(e.loc.find((l) => typeof l === 'string' && l in FIELD_OF))]
          if (field && !byField[field]) byField[field] = e.msg
        }
        setErrors(byField)
        setFailure(err.detail)
      } else setFailure('The setup could not be saved. Try again.')
    } finally {
      setBusy(null)
    }
  }

  const card =
    'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900'
  const legend = 'text-base font-semibold text-slate-900 dark:text-white'
  return (
    <form
      noValidate
      aria-label="Set up your site"
      onSubmit={(e) => {
        e.preventDefault()
        void finish('save')
      }}
      className="mx-auto max-w-3xl space-y-6"
    >
      <FormAlert message={failure} />
      <fieldset className={card}>
        <legend className={`${legend} float-left mb-4 w-full`}>1. About you</legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <Field id="setup-name" label="Your name" required error={errors.name}>
            <Input
              id="setup-name"
              autoComplete="name"
              invalid={!!errors.name}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          </Field>
          <Field
            id="setup-email"
            label="Contact email"
            error={errors.email}
            hint="Shown on the site; new messages are emailed here when email is set up."
          >
            <Input
              id="setup-email"
              type="email"
              autoComplete="email"
              hasHint
              invalid={!!errors.email}
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </Field>
          <Field
            id="setup-headline"
            label="Headline"
            required
            error={errors.headline}
            className="sm:col-span-2"
            hint="One line under your name, e.g. “Backend developer helping startups ship reliable APIs”."
          >
            <Input
              id="setup-headline"
              hasHint
              invalid={!!errors.headline}
              value={values.headline}
              onChange={(e) => set('headline', e.target.value)}
            />
          </Field>
          <Field
            id="setup-bio"
            label="Short bio"
            required
            error={errors.bio}
            className="sm:col-span-2"
            hint="Two or three sentences for the home page and your résumé: what you do, for whom, and what you are looking for."
          >
            <Textarea
              id="setup-bio"
              rows={3}
              maxLength={1000}
              hasHint
              invalid={!!errors.bio}
              value={values.bio}
              onChange={(e) => set('bio', e.target.value)}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className={`${legend} float-left mb-4 w-full`}>2. Your photo</legend>
        <div className="clear-both">
          <ImageUpload
            id="setup-photo"
            label="Photo"
            value={values.photo}
            onChange={(url) => set('photo', url ?? '')}
            error={errors.photo}
            hint="Shown beside your greeting on the home page. Square works best."
            aspect="aspect-square"
            frame="max-w-[12rem]"
          />
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className={`${legend} float-left mb-4 w-full`}>3. Links</legend>
        <div className="clear-both grid gap-5 sm:grid-cols-3">
          {LINKS.map((l) => (
            <Field
              key={l.key}
              id={`setup-${l.key}`}
              label={l.label}
              error={l.key === 'github' ? errors.links : undefined}
            >
              <Input
                id={`setup-${l.key}`}
                type="url"
                inputMode="url"
                placeholder={l.placeholder}
                value={values.links[l.key]}
                onChange={(e) => set('links', { ...values.links, [l.key]: e.target.value })}
              />
            </Field>
          ))}
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className={`${legend} float-left mb-4 w-full`}>4. Statistics</legend>
        <div className="clear-both space-y-5">
          <Checkbox
            id="setup-show-stats"
            label="Show statistics on the home page"
            description="Only the figures you fill in are shown. Leave this off until you have numbers you can stand behind."
            checked={values.showStats}
            onChange={(e) => set('showStats', e.target.checked)}
          />
          {values.showStats ? (
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {STAT_LABELS.map((label, i) => (
                <Field key={label} id={`setup-stat-${i}`} label={label} error={i === 0 ? errors.stats : undefined}>
                  <Input
                    id={`setup-stat-${i}`}
                    placeholder={`e.g. ${STAT_EXAMPLES[i]}`}
                    value={values.stats[i]}
                    onChange={(e) =>
                      set(
                        'stats',
                        values.stats.map((v, j) => (j === i ? e.target.value : v)),
                      )
                    }
                  />
                </Field>
              ))}
            </div>
          ) : null}
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => void finish('skip')}
          className={buttonClass({ variant: 'ghost' })}
        >
          {busy === 'skip' ? <Spinner label="Skipping" /> : null}
          Skip for now
        </button>
        <button type="submit" disabled={busy !== null} className={buttonClass({ size: 'lg' })}>
          {busy === 'save' ? <Spinner label="Saving" /> : null}
          Save and open the dashboard
        </button>
      </div>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Everything else — skills, tutoring, badges, the footer — is under Site profile, any time.
      </p>
    </form>
  )
}
