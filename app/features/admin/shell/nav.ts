import {
  Award,
  CircleUserRound,
  BarChart3,
  FileText,
  FolderKanban,
  Images,
  Inbox,
  MailPlus,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  Newspaper,
  Palette,
  Settings,
  Tags,
  Type,
  UserCog,
} from 'lucide-react'

export interface AdminNavItem {
  to: string
  label: string
  icon: LucideIcon
  /** Only this exact path is active (the dashboard). */
  end?: boolean
}

// SPEC.md §2's admin sub-routes, plus the site profile the owner edits instead of code.
export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/projects', label: 'Projects', icon: FolderKanban },
  { to: '/admin/blog', label: 'Blog', icon: Newspaper },
  { to: '/admin/tags', label: 'Tags', icon: Tags },
  { to: '/admin/pages', label: 'Pages', icon: FileText },
  { to: '/admin/certificates', label: 'Certificates', icon: Award },
  { to: '/admin/testimonials', label: 'Testimonials', icon: MessageSquareQuote },
  { to: '/admin/media', label: 'Media', icon: Images },
  { to: '/admin/messages', label: 'Messages', icon: Inbox },
  { to: '/admin/subscribers', label: 'Subscribers', icon: MailPlus },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/site', label: 'Site profile', icon: UserCog, end: true },
  { to: '/admin/site/texts', label: 'Site texts', icon: Type },
  { to: '/admin/site/design', label: 'Sections & design', icon: Palette },
  { to: '/admin/account', label: 'Account', icon: CircleUserRound },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
]

export const isAdminNavActive = (pathname: string, item: AdminNavItem) =>
  item.end
    ? pathname === item.to || pathname === `${item.to}/`
    : pathname === item.to || pathname.startsWith(`${item.to}/`)
