import { ChevronRight, Plus } from 'lucide-react'
import { useFieldArray, useWatch } from 'react-hook-form'

import { Field, Input } from '../../../components/ui/form.tsx'
import { NamedIcon } from '../../../components/ui/named-icon.tsx'
import { TagField } from '../ui/tag-field.tsx'
import { RowControls } from './field-array-controls.tsx'
import { IconSelect } from './icon-select.tsx'
import { addButton, type SectionProps, SiteSection } from './site-section.tsx'
import { SkillLevels } from './skill-levels.tsx'

/** The skill categories of the home page, each folded to one line until opened (open when it has errors). */
export const SkillsSection = (props: SectionProps) => {
  const { control, register, errors } = props
  const { fields, append, remove, move } = useFieldArray({ control, name: 'skills' })
  const values = useWatch({ control, name: 'skills' })
  return (
    <SiteSection
      id="skills"
      title="Skills"
      description="The skills overview on the home page: categories, the skills on each card, and levels."
    >
      <div className="space-y-4">
        {fields.map((f, i) => {
          const e = errors.skills?.[i]
          return (
            <details
              key={f.id}
              open={e ? true : undefined}
              className="group rounded-xl border border-slate-200 dark:border-slate-800"
            >
              <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl p-3 hover:bg-slate-50 dark:hover:bg-slate-800/50">
                <ChevronRight
                  className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90"
                  aria-hidden="true"
                />
                <span className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                  <NamedIcon name={values?.[i]?.icon ?? ''} className="h-4 w-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
                    {values?.[i]?.title || `Category ${i + 1}`}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {values?.[i]?.allSkills?.length ?? 0} skills
                    {e ? <span className="ml-2 text-rose-700 dark:text-rose-400">· has errors</span> : null}
                  </span>
                </span>
              </summary>
              <div className="border-t border-slate-200 p-4 dark:border-slate-800">
                <div className="mb-2 flex justify-end">
                  <RowControls
                    index={i}
                    count={fields.length}
                    name={`category ${i + 1}`}
                    onMove={move}
                    onRemove={remove}
                  />
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field id={`sk-${i}-title`} label="Title" error={e?.title?.message}>
                    <Input id={`sk-${i}-title`} invalid={!!e?.title} {...register(`skills.${i}.title`)} />
                  </Field>
                  <Field id={`sk-${i}-icon`} label="Icon" error={e?.icon?.message}>
                    <IconSelect id={`sk-${i}-icon`} value={values?.[i]?.icon} {...register(`skills.${i}.icon`)} />
                  </Field>
                  <TagField
                    control={control}
                    name={`skills.${i}.skills`}
                    id={`sk-${i}-shown`}
                    label="Shown on the card"
                    hint="Up to four."
                    className="sm:col-span-2"
                    itemLabel="skill"
                    max={4}
                  />
                  <div className="sm:col-span-2">
                    <SkillLevels {...props} category={i} />
                  </div>
                </div>
              </div>
            </details>
          )
        })}
        {fields.length < 8 ? (
          <button
            type="button"
            className={addButton}
            onClick={() => append({ title: '', icon: 'code', skills: [], allSkills: [] })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add a category
          </button>
        ) : null}
      </div>
    </SiteSection>
  )
}
