import { Home, LogOut, ShieldAlert } from 'lucide-react'
import { Link, useNavigate } from 'react-router'

import { buttonClass } from '../../../components/ui/button.ts'
import { logOut } from '../../../lib/session.ts'
import { forgetAdmin } from '../guard.ts'
import { useFlashToast } from '../use-flash-toast.ts'

/** A signed-in user without administrator rights (SPEC.md §6: only is_superuser manages content). */
export const NotAuthorized = ({ email }: { email?: string }) => {
  const navigate = useNavigate()
  // A successful login lands here too when the account is not an administrator.
  useFlashToast()
  const switchAccount = async () => {
    await logOut()
    forgetAdmin()
    await navigate('/log-me-in')
  }
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
          <ShieldAlert className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="mt-5 text-sm font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">
          Error 403
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          You are not authorized to use the admin area
        </h1>
        <p className="mt-4 text-base leading-7 text-slate-600 dark:text-slate-400">
          {email ? (
            <>
              You are signed in as <strong className="font-semibold text-slate-900 dark:text-white">{email}</strong>
              .{' '}
            </>
          ) : null}
          Only the site’s administrator can manage its content. If that is you, log out and sign in with the
          administrator account.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClass({ variant: 'outline' })}>
            <Home className="h-4 w-4" aria-hidden="true" />
            Back to the site
          </Link>
          <button type="button" className={buttonClass()} onClick={() => void switchAccount()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Log out and switch account
          </button>
        </div>
      </div>
    </main>
  )
}
