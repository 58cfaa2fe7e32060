import type { ReactNode } from 'react'
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form'

import { Panel } from './admin-page.tsx'
import { ToggleField } from './toggle-field.tsx'

export interface Toggle<T extends FieldValues> {
  /** The form field, a boolean. */
  name: Path<T>
  /** Its input id after the form's prefix: `p` + `active` → `p-active`. */
  id: string
  label: string
  description: string
}

/** SPEC.md §3: `is_active` off hides an item, the same as Delete (its status tab shows it). */
export const visibleToggle = <T extends FieldValues>(): Toggle<T> => ({
  name: 'is_active' as Path<T>,
  id: 'active',
  label: 'Visible on the site',
  description: 'Untick to hide it (same as Delete).',
})

export const featuredToggle = <T extends FieldValues>(description: string): Toggle<T> => ({
  name: 'featured' as Path<T>,
  id: 'featured',
  label: 'Featured',
  description,
})

/** The Publishing panel of an admin form: `children` (the post's status controls), then one checkbox row per flag. */
export const PublishingPanel = <T extends FieldValues>({
  register,
  idPrefix,
  toggles,
  children,
}: {
  register: UseFormRegister<T>
  idPrefix: string
  toggles: Toggle<T>[]
  children?: ReactNode
}) => (
  <Panel title="Publishing">
    {children ? <div className="mb-4 border-b border-slate-200 pb-4 dark:border-slate-800">{children}</div> : null}
    <div className="space-y-3">
      {toggles.map((t) => (
        <ToggleField
          key={t.id}
          id={`${idPrefix}-${t.id}`}
          label={t.label}
          description={t.description}
          {...register(t.name)}
        />
      ))}
    </div>
  </Panel>
)
