import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'

import { buttonClass } from '../../../components/ui/button.ts'
import { AdminPage } from './admin-page.tsx'

/**
 * The frame of an admin edit screen: the item's title, "Edit <kind>" with its status badge,
 * the back link and, when the item is public, a link to it on the site (new tab).
 */
export const AdminEditPage = ({
  title,
  kind,
  badge,
  back,
  viewHref,
  children,
}: {
  title: string
  kind: string
  badge: ReactNode
  back: { to: string; label: string }
  viewHref?: string | null
  children: ReactNode
}) => (
  <AdminPage
    title={title}
    description={
      <span className="inline-flex items-center gap-2">
        Edit {kind} {badge}
      </span>
    }
    back={back}
    actions={
      viewHref ? (
        <a href={viewHref} target="_blank" rel="noreferrer" className={buttonClass({ variant: 'outline' })}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          View on the site
        </a>
      ) : null
    }
  >
    {children}
  </AdminPage>
)
