import * as Dialog from '@radix-ui/react-dialog'
import { ExternalLink, LogOut, Menu, X } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'

import type { User } from '../../../../core/schemas/auth.ts'
import { ThemeToggle } from '../../../components/layout/theme-toggle.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { cn } from '../../../lib/cn.ts'
import { logOut } from '../../../lib/session.ts'
import { toast } from '../../../lib/toast.ts'
import { forgetAdmin } from '../guard.ts'
import { ADMIN_NAV, isAdminNavActive } from './nav.ts'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

const Brand = ({ siteName }: { siteName: string }) => (
  <Link to="/admin" className="flex items-center gap-2.5 rounded-lg font-semibold text-slate-900 dark:text-white">
    <span
      aria-hidden="true"
      className="grid h-9 w-9 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white shadow-sm shadow-brand-600/30"
    >
      {initialsOf(siteName)}
    </span>
    <span className="flex flex-col leading-tight">
      <span className="text-sm tracking-tight">{siteName}</span>
      <span className="text-xs font-medium text-slate-600 dark:text-slate-400">Admin</span>
    </span>
  </Link>
)

const NavList = ({ unread, onNavigate }: { unread: number; onNavigate?: () => void }) => {
  const { pathname } = useLocation()
  return (
    <ul className="space-y-1">
      {ADMIN_NAV.map((item) => {
        const active = isAdminNavActive(pathname, item)
        const Icon = item.icon
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'group flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                active
                  ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
              )}
            >
              <Icon
                className={cn(
                  'h-4.5 w-4.5 shrink-0',
                  active
                    ? 'text-brand-600 dark:text-brand-400'
                    : 'text-slate-500 group-hover:text-slate-700 dark:text-slate-400',
                )}
                aria-hidden="true"
              />
              <span className="flex-1">{item.label}</span>
              {item.to === '/admin/messages' && unread > 0 ? (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {unread}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

const UserCard = ({ user, onLogOut }: { user: User; onLogOut: () => void }) => (
  <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
    <span
      aria-hidden="true"
      className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-100"
    >
      {initialsOf(user.full_name || user.username)}
    </span>
    <div className="min-w-0 flex-1">
      <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.full_name || user.username}</p>
      <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
    </div>
    <button
      type="button"
      onClick={onLogOut}
      className={buttonClass({ variant: 'ghost', size: 'icon', className: 'h-9 w-9 shrink-0' })}
      aria-label="Log out"
      title="Log out"
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
    </button>
  </div>
)

const SidebarBody = ({
  siteName,
  user,
  unread,
  version,
  onNavigate,
  onLogOut,
}: {
  siteName: string
  user: User
  unread: number
  version?: string
  onNavigate?: () => void
  onLogOut: () => void
}) => (
  <div className="flex h-full flex-col gap-6 p-4">
    <div className="px-1 pt-1">
      <Brand siteName={siteName} />
    </div>
    <nav aria-label="Admin" className="flex-1 overflow-y-auto">
      <NavList unread={unread} onNavigate={onNavigate} />
    </nav>
    <div>
      <UserCard user={user} onLogOut={onLogOut} />
      {/* The running release (GET /api/v1/health), to compare with CHANGELOG.md. */}
      {version && <p className="mt-2 px-3 text-xs text-slate-600 dark:text-slate-400">Folio {version}</p>}
    </div>
  </div>
)

/** The admin frame: a sidebar on large screens, a drawer below, a top bar with the theme switch. */
export const AdminShell = ({
  siteName,
  user,
  unread,
  version,
  children,
}: {
  siteName: string
  user: User
  unread: number
  /** The running version, shown under the account card. */
  version?: string
  children: ReactNode
}) => {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const navigate = useNavigate()

  const onLogOut = async () => {
    setDrawerOpen(false)
    await logOut()
    forgetAdmin()
    toast.success('You have been logged out.')
    await navigate('/')
  }

  return (
    <div className="min-h-dvh bg-slate-50 lg:pl-72 dark:bg-slate-950">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside className="hidden border-r border-slate-200 bg-slate-50/80 lg:fixed lg:inset-y-0 lg:left-0 lg:block lg:w-72 dark:border-slate-800 dark:bg-slate-950">
        <SidebarBody
          siteName={siteName}
          user={user}
          unread={unread}
          version={version}
          onLogOut={() => void onLogOut()}
        />
      </aside>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-[min(20rem,85vw)] border-r border-slate-200 bg-slate-50 shadow-2xl outline-none lg:hidden dark:border-slate-800 dark:bg-slate-950">
            <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
            <Dialog.Description className="sr-only">Go to another section of the admin area.</Dialog.Description>
            <Dialog.Close
              className={buttonClass({ variant: 'ghost', size: 'icon', className: 'absolute top-4 right-3' })}
              aria-label="Close menu"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
            <SidebarBody
              siteName={siteName}
              user={user}
              unread={unread}
              version={version}
              onNavigate={() => setDrawerOpen(false)}
              onLogOut={() => void onLogOut()}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85">
        <div className="flex h-16 items-center gap-2 px-4 sm:px-6 lg:px-8">
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </button>
          <div className="lg:hidden">
            <Brand siteName={siteName} />
          </div>
          <div className="flex-1" />
          <Link to="/" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">View site</span>
            <span className="sr-only sm:hidden">View site</span>
          </Link>
          <ThemeToggle />
        </div>
      </header>

      <main id="main" tabIndex={-1} className="px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  )
}
