import { Plus } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'

import { Field, Input } from '../../../components/ui/form.tsx'
import { RowControls } from './field-array-controls.tsx'
import { addButton, type SectionProps, SiteSection } from './site-section.tsx'

export const StatsSection = ({ control, register, errors }: SectionProps) => {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stats' })
  return (
    <SiteSection id="stats" title="Statistics" description="The figures on the home page.">
      <div className="space-y-5">
        <div className="space-y-3">
          {fields.map((f, i) => {
            const e = errors.stats?.[i]
            return (
              <div key={f.id} className="flex flex-wrap items-start gap-3">
                <Field id={`st-${i}-value`} label={`Figure ${i + 1}`} error={e?.value?.message} className="w-28">
                  <Input
                    id={`st-${i}-value`}
                    placeholder="50+"
                    invalid={!!e?.value}
                    {...register(`stats.${i}.value`)}
                  />
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
                  <RowControls
                    index={i}
                    count={fields.length}
                    name={`figure ${i + 1}`}
                    onMove={move}
                    onRemove={remove}
                  />
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
        <Field
          id="site-response"
          label="Response time"
          required
          error={errors.response_time?.message}
          hint="e.g. within 24 hours"
        >
          <Input id="site-response" hasHint invalid={!!errors.response_time} {...register('response_time')} />
        </Field>
      </div>
    </SiteSection>
  )
}
