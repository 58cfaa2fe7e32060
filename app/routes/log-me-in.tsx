import { LayoutDashboard, LockKeyhole, LogOut } from 'lucide-react'
import { Link, useNavigate } from 'react-router'

import { buttonClass } from '../components/ui/button.ts'
import { AuthCard } from '../features/auth/auth-card.tsx'
import { LoginForm } from '../features/auth/login-form.tsx'
import { getStoredUser, useAuthStatus } from '../lib/auth-storage.ts'
import { logOut } from '../lib/session.ts'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/log-me-in'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(rootDataOf(matches), {
    title: 'Log in',
    description: 'Sign in to manage the site.',
    path: location.pathname,
    noindex: true,
  })

const SignedIn = () => {
  const navigate = useNavigate()
  const user = getStoredUser()
  return (
    <div className="space-y-4 text-center">
      <p className="text-sm text-slate-700 dark:text-slate-300">You are signed in{user ? ` as ${user.email}` : ''}.</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/admin" className={buttonClass()}>
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
          Go to the dashboard
        </Link>
        <button
          type="button"
          className={buttonClass({ variant: 'outline' })}
          onClick={() => void logOut().then(() => navigate('/'))}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Log out
        </button>
      </div>
    </div>
  )
}

export default function LogMeIn() {
  const status = useAuthStatus()
  return (
    <AuthCard
      icon={<LockKeyhole className="h-6 w-6" />}
      title="Welcome back"
      description="Sign in to manage your projects, posts and messages."
    >
      {status === 'signed-in' ? <SignedIn /> : <LoginForm />}
    </AuthCard>
  )
}
