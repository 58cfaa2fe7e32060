import type { ResumeInfo } from '../../../../core/schemas/resume.ts'
import { Field, Input } from '../../../components/ui/form.tsx'
import { ImageField } from '../ui/image-panel.tsx'
import { TagField } from '../ui/tag-field.tsx'
import { ResumeStatus } from './resume-status.tsx'
import { type SectionProps, SiteSection } from './site-section.tsx'

export const HeroSection = ({ control, register, errors: e, resume }: SectionProps & { resume?: ResumeInfo }) => (
  <SiteSection id="hero" title="Hero and links">
    <div className="space-y-5">
      <TagField
        control={control}
        name="availability"
        id="site-availability"
        label="Availability badges"
        max={12}
        itemLabel="badge"
        hint="e.g. Available for Hire, Remote, Freelance."
      />
      <TagField
        control={control}
        name="skill_icons"
        id="site-skill-icons"
        label="Skill icons in the hero"
        max={12}
        itemLabel="skill"
        hint="Technology names; known ones get their logo."
      />
      <TagField
        control={control}
        name="languages"
        id="site-languages"
        label="Language badges"
        max={12}
        itemLabel="language"
      />
      <Field
        id="site-network"
        label="Professional network profile"
        required
        error={e.professional_network_url?.message}
        hint="LinkedIn or similar: shown with your social links on the home page (Let's Connect leads to your contact form)."
      >
        <Input
          id="site-network"
          inputMode="url"
          hasHint
          invalid={!!e.professional_network_url}
          {...register('professional_network_url')}
        />
      </Field>
      <ImageField
        control={control}
        slot={{
          name: 'resume_url',
          id: 'site-resume',
          kind: 'pdf',
          label: 'Résumé (PDF)',
          hint: 'Upload a new PDF; the Download Resume buttons link to it.',
        }}
      />
      {resume && <ResumeStatus resume={resume} />}
    </div>
  </SiteSection>
)
