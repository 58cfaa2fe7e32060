import { Star } from 'lucide-react'

import { Badge } from '../../../components/ui/badge.tsx'

/** Active / Deleted (soft-deleted) of a project, certificate or testimonial. */
export const ActiveBadge = ({ active }: { active: boolean }) =>
  active ? <Badge tone="green">Active</Badge> : <Badge tone="rose">Deleted</Badge>

/** Featured: shown on the home page (projects, posts, certificates). */
export const FeaturedBadge = () => (
  <Badge tone="amber">
    <Star className="h-3 w-3" aria-hidden="true" />
    Featured
  </Badge>
)
