import { type Control, Controller } from 'react-hook-form'

import type { SiteProfile } from '../../../../core/schemas/site.ts'
import { Field } from '../../../components/ui/form.tsx'
import { TagInput } from '../ui/tag-input.tsx'

/** One list of short texts of the profile (badges, keywords…), typed as tags. */
export const TagListField = ({
  control,
  name,
  id,
  label,
  hint,
  max,
  item,
  error,
}: {
  control: Control<SiteProfile>
  name: 'availability' | 'skill_icons' | 'languages' | 'seo_keywords' | 'tutoring.frameworks'
  id: string
  label: string
  hint?: string
  max: number
  item: string
  error?: string
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Field id={id} label={label} hint={hint} error={error}>
        <TagInput
          id={id}
          hasHint={!!hint}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          max={max}
          itemLabel={item}
          invalid={!!error}
        />
      </Field>
    )}
  />
)
