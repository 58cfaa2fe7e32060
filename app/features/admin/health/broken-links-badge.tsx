import { Unlink } from 'lucide-react'

import { Badge } from '../../../components/ui/badge.tsx'

const LABELS: Record<string, string> = {
  live_url: 'live site',
  github_url: 'code',
  demo_url: 'demo',
  case_study_url: 'case study',
  credential_url: 'credential',
}

/** The admin lists' badge for links the last link check found broken (`broken_links`). */
export const BrokenLinksBadge = ({ fields }: { fields?: string[] }) =>
  fields?.length ? (
    <Badge tone="rose">
      <Unlink className="h-3 w-3" aria-hidden="true" />
      Broken link{fields.length > 1 ? 's' : ''}
      <span className="sr-only">: {fields.map((f) => LABELS[f] ?? f).join(', ')}</span>
    </Badge>
  ) : null

export const linkFieldLabel = (field: string) => LABELS[field] ?? field
