import { Field, Input, Textarea } from '../../../components/ui/form.tsx'
import { TagField } from '../ui/tag-field.tsx'
import { type SectionProps, SiteSection } from './site-section.tsx'

export const SeoSection = ({ control, register, errors: e }: SectionProps) => (
  <SiteSection id="seo" title="Footer and search">
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
      <TagField
        control={control}
        name="seo_keywords"
        id="site-keywords"
        label="Keywords"
        max={30}
        itemLabel="keyword"
      />
    </div>
  </SiteSection>
)
