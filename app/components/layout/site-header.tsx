import { LayoutDashboard, Menu, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, useLocation } from 'react-router'

import { useAuthStatus } from '../../lib/auth-storage.ts'
import { cn } from '../../lib/cn.ts'
import { Container } from '../ui/container.tsx'
import { isActivePath, isInternal, type NavItem } from './nav-items.ts'
import { ThemeToggle } from './theme-toggle.tsx'

const linkClass = (active: boolean, mobile = false) =>
  cn('nav-link', mobile ? 'nav-link-lg' : 'nav-link-sm', active ? 'nav-link-active' : 'nav-link-idle')

const NavLinks = ({
  items,
  pathname,
  mobile,
  onNavigate,
}: {
  items: NavItem[]
  pathname: string
  mobile?: boolean
  onNavigate?: () => void
}) => (
  <>
    {items.map((item) => {
      const active = isActivePath(pathname, item.to)
      return (
        <li key={`${item.to} ${item.label}`}>
          {isInternal(item.to) ? (
            <Link
              to={item.to}
              className={linkClass(active, mobile)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          ) : (
            <a href={item.to} className={linkClass(false, mobile)} onClick={onNavigate}>
              {item.label}
            </a>
          )}
        </li>
      )
    })}
  </>
)

/** SPEC.md §2: Dashboard only when signed in; a placeholder while the auth state is unknown. */
const DashboardSlot = ({
  pathname,
  mobile,
  onNavigate,
}: {
  pathname: string
  mobile?: boolean
  onNavigate?: () => void
}) => {
  const status = useAuthStatus()
  if (status === 'loading') {
    return (
      <li aria-hidden="true" data-testid="auth-placeholder">
        <span
          className={cn(
            'block animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800',
            mobile ? 'mx-3 my-2 h-7 w-28' : 'h-8 w-24',
          )}
        />
      </li>
    )
  }
  if (status !== 'signed-in') return null
  const active = isActivePath(pathname, '/admin')
  return (
    <li>
      <Link
        to="/admin"
        className={cn(linkClass(active, mobile), 'inline-flex items-center gap-1.5')}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
        Dashboard
      </Link>
    </li>
  )
}

export const SiteHeader = ({
  ownerName,
  items,
  logoUrl,
}: {
  ownerName: string
  items: NavItem[]
  /** The owner's logo in place of the initials mark; the name stays the link's text. */
  logoUrl?: string
}) => {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const close = () => setOpen(false)

  // Close on Escape; the menu also closes on any link click (SPEC.md §2).
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const initials = ownerName
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

  return (
    <header className="site-header">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="group brand-link" onClick={close}>
          {logoUrl ? (
            <img src={logoUrl} alt="" className="h-9 w-auto max-w-32 object-contain" height={36} />
          ) : (
            <span aria-hidden="true" className="brand-mark">
              {initials}
            </span>
          )}
          <span className="text-base tracking-tight">{ownerName}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <NavLinks items={items} pathname={pathname} />
            <DashboardSlot pathname={pathname} />
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <ThemeToggle />
          <button
            type="button"
            className="menu-button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      </Container>

      <nav id={menuId} aria-label="Mobile" hidden={!open} className="mobile-nav">
        <Container className="py-3">
          <ul className="flex flex-col gap-1">
            <NavLinks items={items} pathname={pathname} mobile onNavigate={close} />
            <DashboardSlot pathname={pathname} mobile onNavigate={close} />
          </ul>
        </Container>
      </nav>
    </header>
  )
}
