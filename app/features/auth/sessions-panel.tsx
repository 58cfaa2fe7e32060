import Bowser from 'bowser'
import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react'
import { useState } from 'react'

import type { Session } from '../../../core/schemas/auth.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { buttonClass } from '../../components/ui/button.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { api } from '../../lib/api-client.ts'
import { formatDate, relativeTime } from '../../lib/format.ts'
import { errorMessage } from '../../lib/form-errors.ts'
import { toast } from '../../lib/toast.ts'
import { useNow } from '../../lib/use-now.ts'

/** "Firefox 133 on Linux" and the kind of device, from the User-Agent the session signed in with. */
export const describeDevice = (userAgent: string | null) => {
  if (!userAgent) return { name: 'Unknown device', kind: 'desktop' as const }
  const ua = Bowser.parse(userAgent)
  const browser = [ua.browser.name, ua.browser.version?.split('.')[0]].filter(Boolean).join(' ')
  const os = ua.os.name ?? ''
  const name = browser && os ? `${browser} on ${os}` : browser || os || userAgent.slice(0, 60)
  const kind = ua.platform.type === 'mobile' ? 'mobile' : ua.platform.type === 'tablet' ? 'tablet' : 'desktop'
  return { name, kind } as const
}

const DEVICE_ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Monitor }

/**
 * GET /auth/sessions: every browser or client signed in to this account, this one marked; "Sign
 * out" ends one session (its tokens stop working at once), "Sign out everywhere else" all but
 * this one.
 */
export const SessionsPanel = ({
  sessions,
  loadedAt,
  onChanged,
}: {
  sessions: Session[]
  /** When the list was loaded: the clock for "last active" until the next minute. */
  loadedAt: number
  onChanged: () => Promise<void>
}) => {
  const [busy, setBusy] = useState<string | null>(null)
  const now = useNow(loadedAt)

  const signOut = async (id: string | null) => {
    setBusy(id ?? 'others')
    try {
      await api.delete(id ? `/auth/sessions/${encodeURIComponent(id)}` : '/auth/sessions', {
        fallback: 'Sign out failed',
      })
      toast.success(id ? 'Session signed out' : 'Signed out everywhere else')
    } catch (err) {
      toast.error(errorMessage(err, 'Sign out failed'))
    }
    await onChanged()
    setBusy(null)
  }

  const others = sessions.filter((s) => !s.current).length
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Signed-in sessions">
        {sessions.map((s) => {
          const device = describeDevice(s.user_agent)
          const Icon = DEVICE_ICONS[device.kind]
          return (
            <li key={s.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                    <span className="break-words">{device.name}</span>
                    {s.current ? <Badge tone="green">This device</Badge> : null}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {s.ip ?? 'Unknown address'} · last active{' '}
                    {/* The clock ticks by the minute: a use within it is "just now", not in the future. */}
                    <time dateTime={s.last_used_at}>
                      {relativeTime(s.last_used_at, Math.max(now, Date.parse(s.last_used_at)))}
                    </time>
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    Signed in <time dateTime={s.created_at}>{formatDate(s.created_at)}</time>
                  </p>
                </div>
              </div>
              {s.current ? null : (
                <button
                  type="button"
                  className={buttonClass({
                    variant: 'outline',
                    size: 'sm',
                    className: 'ml-13 self-start sm:ml-0 sm:self-center',
                  })}
                  disabled={busy !== null}
                  aria-label={`Sign out ${device.name} (${s.ip ?? 'unknown address'})`}
                  onClick={() => void signOut(s.id)}
                >
                  {busy === s.id ? <Spinner label="Signing out" /> : <LogOut className="h-4 w-4" aria-hidden="true" />}
                  Sign out
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {others === 0 ? 'No other sessions.' : `${others} other ${others === 1 ? 'session' : 'sessions'}.`} A session
          signed out here is signed out on its device at once.
        </p>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', className: 'shrink-0' })}
          disabled={busy !== null || others === 0}
          onClick={() => void signOut(null)}
        >
          {busy === 'others' ? <Spinner label="Signing out" /> : <LogOut className="h-4 w-4" aria-hidden="true" />}
          Sign out everywhere else
        </button>
      </div>
    </div>
  )
}
