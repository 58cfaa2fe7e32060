export interface NavItem {
  to: string
  label: string
}

// SPEC.md §2 top navigation; the Dashboard link (/admin) is added for signed-in visitors.
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/projects', label: 'Projects' },
  { to: '/blogs', label: 'Blog' },
  { to: '/certificates', label: 'Certificates' },
  { to: '/contact', label: 'Contact' },
]

/** SPEC.md §2: active when the path equals the link or starts with it, except for "/". */
export const isActivePath = (pathname: string, to: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(to)
