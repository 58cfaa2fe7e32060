import type { ReactNode } from 'react'
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form'

import type { SiteProfile } from '../../../../core/schemas/site.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Panel } from '../ui/admin-page.tsx'

/** What every section of the site form gets from the one form. */
export interface SectionProps {
  control: Control<SiteProfile>
  register: UseFormRegister<SiteProfile>
  errors: FieldErrors<SiteProfile>
}

/** The "Add a …" button under a repeatable group. */
export const addButton = buttonClass({ variant: 'outline', size: 'sm' })

/** One section of the site form, the target of its entry in the side navigation. */
export const SiteSection = ({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
}) => (
  <div id={id}>
    <Panel title={title} description={description}>
      {children}
    </Panel>
  </div>
)
