import { Plus } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'

import type { SiteProfile } from '../../../../core/schemas/site.ts'
import { Field, Input, Select } from '../../../components/ui/form.tsx'
import { RowControls } from './field-array-controls.tsx'
import { addButton, type SectionProps, SiteSection } from './site-section.tsx'

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

export const SocialsSection = ({ control, register, errors }: SectionProps) => {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'socials' })
  return (
    <SiteSection id="socials" title="Social links" description="Shown in the hero and the footer.">
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
          <button
            type="button"
            className={addButton}
            onClick={() => append({ platform: 'website', label: '', url: '' })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add a social link
          </button>
        ) : null}
      </div>
    </SiteSection>
  )
}
