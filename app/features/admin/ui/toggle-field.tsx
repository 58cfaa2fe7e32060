import { type ComponentProps, forwardRef } from 'react'

import { Checkbox } from '../../../components/ui/form.tsx'

/** A checkbox row with a short explanation, for the publishing flags of a form. */
export const ToggleField = forwardRef<
  HTMLInputElement,
  Omit<ComponentProps<'input'>, 'type'> & { label: string; description: string; id: string }
>(function ToggleField({ label, description, ...rest }, ref) {
  return (
    <Checkbox
      ref={ref}
      label={label}
      description={description}
      className="rounded-xl border border-slate-200 p-3 dark:border-slate-800"
      {...rest}
    />
  )
})
