import { Field, Input, Textarea } from '../../../components/ui/form.tsx'
import { TagField } from '../ui/tag-field.tsx'
import { type SectionProps, SiteSection } from './site-section.tsx'
import { TutoringFeatures } from './tutoring-features.tsx'

export const TutoringSection = (props: SectionProps) => {
  const { control, register, errors: e } = props
  return (
    <SiteSection id="tutoring" title="Tutoring and mentorship">
      <div className="space-y-5">
        <Field id="site-tutoring-title" label="Title" required error={e.tutoring?.title?.message}>
          <Input id="site-tutoring-title" invalid={!!e.tutoring?.title} {...register('tutoring.title')} />
        </Field>
        <Field id="site-tutoring-description" label="Description" required error={e.tutoring?.description?.message}>
          <Textarea
            id="site-tutoring-description"
            rows={3}
            invalid={!!e.tutoring?.description}
            {...register('tutoring.description')}
          />
        </Field>
        <TutoringFeatures {...props} />
        <TagField
          control={control}
          name="tutoring.frameworks"
          id="site-frameworks"
          label="Frameworks and tools"
          max={40}
          itemLabel="framework"
        />
        <Field id="site-cta" label="Call to action" required error={e.tutoring?.cta?.message}>
          <Input id="site-cta" invalid={!!e.tutoring?.cta} {...register('tutoring.cta')} />
        </Field>
      </div>
    </SiteSection>
  )
}
