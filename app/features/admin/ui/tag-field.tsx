import { type Control, Controller, type FieldError, type FieldValues, type Path } from 'react-hook-form'

import { Field } from '../../../components/ui/form.tsx'
import { TagInput } from './tag-input.tsx'

/** A list field's message: the list's own ("At most 20 tags"), else its first item's. */
const listMessage = (error: FieldError | (FieldError | undefined)[] | undefined) =>
  Array.isArray(error) ? error.find(Boolean)?.message : error?.message

/** A labelled list of short strings (tags, technologies, skills) bound to a form field. */
export const TagField = <T extends FieldValues, TT extends FieldValues = T>({
  control,
  name,
  id,
  label,
  hint,
  itemLabel,
  max,
  suggestions,
  className,
}: {
  control: Control<T, unknown, TT>
  name: Path<T>
  id: string
  label: string
  hint?: string
  itemLabel: string
  max: number
  suggestions?: string[]
  className?: string
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <Field id={id} label={label} hint={hint} error={listMessage(fieldState.error)} className={className}>
        <TagInput
          id={id}
          hasHint={!!hint}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          suggestions={suggestions}
          itemLabel={itemLabel}
          max={max}
          invalid={!!fieldState.error}
        />
      </Field>
    )}
  />
)
