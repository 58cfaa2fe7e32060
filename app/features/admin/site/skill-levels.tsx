import { Plus } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'

import { FieldError, Input } from '../../../components/ui/form.tsx'
import { RowControls } from './field-array-controls.tsx'
import { addButton, type SectionProps } from './site-section.tsx'

/** The "All skills with levels" list of one skill category: name and percentage per row. */
export const SkillLevels = ({ control, register, errors, category }: SectionProps & { category: number }) => {
  const { fields, append, remove, move } = useFieldArray({ control, name: `skills.${category}.allSkills` })
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">All skills with levels</legend>
      <ul className="space-y-2">
        {fields.map((f, j) => {
          const e = errors.skills?.[category]?.allSkills?.[j]
          return (
            <li key={f.id} className="flex flex-wrap items-start gap-2">
              <div className="min-w-36 flex-1">
                <label htmlFor={`k-${category}-${j}-name`} className="sr-only">
                  Skill {j + 1} name
                </label>
                <Input
                  id={`k-${category}-${j}-name`}
                  placeholder="Skill"
                  invalid={!!e?.name}
                  {...register(`skills.${category}.allSkills.${j}.name`)}
                />
                <FieldError id={`k-${category}-${j}-name`} message={e?.name?.message} />
              </div>
              <div className="w-24">
                <label htmlFor={`k-${category}-${j}-level`} className="sr-only">
                  Skill {j + 1} level in percent
                </label>
                <div className="relative">
                  <Input
                    id={`k-${category}-${j}-level`}
                    type="number"
                    min={0}
                    max={100}
                    className="pr-7"
                    invalid={!!e?.level}
                    {...register(`skills.${category}.allSkills.${j}.level`, { valueAsNumber: true })}
                  />
                  <span
                    className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500"
                    aria-hidden="true"
                  >
                    %
                  </span>
                </div>
                <FieldError id={`k-${category}-${j}-level`} message={e?.level?.message} />
              </div>
              <RowControls index={j} count={fields.length} name={`skill ${j + 1}`} onMove={move} onRemove={remove} />
            </li>
          )
        })}
      </ul>
      {fields.length < 30 ? (
        <button type="button" className={`${addButton} mt-2`} onClick={() => append({ name: '', level: 80 })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add a skill
        </button>
      ) : null}
    </fieldset>
  )
}
