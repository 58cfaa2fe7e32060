import type { ComponentProps } from 'react'

import { Select } from '../../../components/ui/form.tsx'
import { ICON_NAMES, NamedIcon } from '../../../components/ui/named-icon.tsx'

/** A choice among the icons the public site draws, with the chosen one beside it. */
export const IconSelect = ({ id, value, ...rest }: ComponentProps<typeof Select> & { value?: string }) => (
  <div className="flex items-center gap-2">
    <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
      <NamedIcon name={value ?? ''} className="h-5 w-5" />
    </span>
    <Select id={id} {...rest}>
      {ICON_NAMES.map((i) => (
        <option key={i} value={i}>
          {i}
        </option>
      ))}
    </Select>
  </div>
)
