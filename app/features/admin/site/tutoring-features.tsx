import { Plus } from 'lucide-react'
import { useFieldArray, useWatch } from 'react-hook-form'

import { Field, Input, Textarea } from '../../../components/ui/form.tsx'
import { RowControls } from './field-array-controls.tsx'
import { IconSelect } from './icon-select.tsx'
import { addButton, type SectionProps } from './site-section.tsx'

/** The tutoring cards: title, icon and description each. */
export const TutoringFeatures = ({ control, register, errors }: SectionProps) => {
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
