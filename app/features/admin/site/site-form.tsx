import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import type { ResumeInfo } from '../../../../core/schemas/resume.ts'
import { type SiteProfile, SiteProfileFormSchema } from '../../../../core/schemas/site.ts'
import { FormAlert } from '../../../components/ui/form.tsx'
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts'
import { setFlash } from '../../../lib/session.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { useUnsavedChanges } from '../use-unsaved-changes.tsx'
import { SaveBar } from '../ui/save-bar.tsx'
import { HeroSection } from './hero-section.tsx'
import { IdentitySection } from './identity-section.tsx'
import { SeoSection } from './seo-section.tsx'
import { SkillsSection } from './skills-section.tsx'
import { SocialsSection } from './socials-section.tsx'
import { StatsSection } from './stats-section.tsx'
import { TutoringSection } from './tutoring-section.tsx'

// The side navigation: one entry per section component below, by its id.
const SECTIONS = [
  { id: 'identity', label: 'Identity' },
  { id: 'hero', label: 'Hero and links' },
  { id: 'socials', label: 'Social links' },
  { id: 'skills', label: 'Skills' },
  { id: 'stats', label: 'Statistics' },
  { id: 'tutoring', label: 'Tutoring' },
  { id: 'seo', label: 'Footer and search' },
]

const FIELDS = Object.keys(SiteProfileFormSchema.shape)

/**
 * Everything the public pages say about the owner (SPEC.md §1): name, hero, badges, socials,
 * skills with levels, statistics, tutoring, footer and search text, résumé — no code to touch.
 */
export const SiteForm = ({ site, resume }: { site: SiteProfile; resume?: ResumeInfo }) => {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors: e, isDirty, isSubmitting },
  } = useForm<SiteProfile>({ resolver: zodResolver(SiteProfileFormSchema), mode: 'onTouched', defaultValues: site })
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
          <IdentitySection {...props} />
          <HeroSection {...props} resume={resume} />
          <SocialsSection {...props} />
          <SkillsSection {...props} />
          <StatsSection {...props} />
          <TutoringSection {...props} />
          <SeoSection {...props} />
        </div>
      </div>
      <SaveBar dirty={isDirty} saving={isSubmitting} cancelTo="/admin" saveLabel="Save profile" />
      {dialog}
    </form>
  )
}
