export interface NavItem {
  to: string
  label: string
}

/** A link the site serves itself (React Router navigates to it); else a plain link (http(s), mailto:). */
export const isInternal = (to: string) => to.startsWith('/') && !to.startsWith('//')

/**
 * docs/api/owners-site.md, "Navigation": the header lists the owner's header entries (SPEC.md
 * §2's by default), then extra entries (the pages shown in the navigation, oldest first) unless
 * an entry already links there; the Dashboard link (/admin) is added for signed-in visitors.
 */
export const headerItems = (
  entries: { label: string; url: string }[],
  extra: { label: string; url: string }[] = [],
) => {
  const items: NavItem[] = entries.map((e) => ({ to: e.url, label: e.label }))
  for (const e of extra) if (!items.some((i) => i.to === e.url)) items.push({ to: e.url, label: e.label })
  return items
}

/** SPEC.md §2: active when the path equals the link or starts with it, except for "/". */
export const isActivePath = (pathname: string, to: string) => {
  if (!isInternal(to)) return false
  const path = to.replace(/[?#].*$/, '') || '/'
  return path === '/' ? pathname === '/' && path === to : pathname === path || pathname.startsWith(path)
}
