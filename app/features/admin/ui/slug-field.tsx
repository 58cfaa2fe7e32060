import type { UseFormRegisterReturn } from 'react-hook-form'

import { Field, Input } from '../../../components/ui/form.tsx'

/** The slug of a post or project: where its page lives, and what changing it means. */
export const SlugField = ({
  id,
  page,
  base,
  editing,
  placeholder,
  error,
  ...input
}: UseFormRegisterReturn & {
  id: string
  /** "the post", "the project page" */
  page: string
  /** The list path the slug goes under: /blogs, /projects. */
  base: string
  editing: boolean
  placeholder: string
  error?: string
}) => (
  <Field
    id={id}
    label="Slug"
    error={error}
    hint={`The address of ${page}: ${base}/<slug>. ${
      editing ? 'Old links keep working: they lead to the new address.' : 'Leave empty to make it from the title.'
    }`}
  >
    <Input id={id} hasHint invalid={!!error} placeholder={placeholder} {...input} />
  </Field>
)
