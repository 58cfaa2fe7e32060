import { Badge } from '../../../components/ui/badge.tsx'

/** Active / Deleted (soft-deleted) of a project, certificate or testimonial. */
export const ActiveBadge = ({ active }: { active: boolean }) =>
  active ? <Badge tone="green">Active</Badge> : <Badge tone="rose">Deleted</Badge>
