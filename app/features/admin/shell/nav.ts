import {
  Award,
  CircleUserRound,
  BarChart3,
  FolderKanban,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  Newspaper,
  Palette,
  Settings,
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
  { to: '/admin/certificates', label: 'Certificates', icon: Award },
  { to: '/admin/testimonials', label: 'Testimonials', icon: MessageSquareQuote },
  { to: '/admin/messages', label: 'Messages', icon: Inbox },
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
