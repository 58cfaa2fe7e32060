import {
  Brain,
  Cloud,
  CodeXml,
  Database,
  FolderKanban,
  Globe,
  GraduationCap,
  Layers,
  Layout,
  type LucideIcon,
  Palette,
  Server,
  Smartphone,
  Sparkles,
  UserCheck,
  Users,
} from 'lucide-react'

// The icon names the site profile may use (admin-editable); anything else gets a sparkle.
const ICONS: Record<string, LucideIcon> = {
  server: Server,
  layout: Layout,
  smartphone: Smartphone,
  users: Users,
  globe: Globe,
  'user-check': UserCheck,
  layers: Layers,
  'folder-kanban': FolderKanban,
  code: CodeXml,
  database: Database,
  cloud: Cloud,
  brain: Brain,
  palette: Palette,
  'graduation-cap': GraduationCap,
}

/** Every name NamedIcon draws, in a stable order (the admin's icon pickers list them). */
export const ICON_NAMES = Object.keys(ICONS)

export const NamedIcon = ({ name, className }: { name: string; className?: string }) => {
  const Icon = ICONS[name] ?? Sparkles
  return <Icon className={className} aria-hidden="true" />
}
