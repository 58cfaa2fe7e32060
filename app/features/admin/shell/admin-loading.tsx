import { Spinner } from '../../../components/ui/spinner.tsx'

/** Shown while the admin area checks the session (the server never knows who is signed in). */
export const AdminLoading = () => (
  <main id="main" className="grid min-h-dvh place-items-center bg-slate-50 dark:bg-slate-950">
    <div className="flex flex-col items-center gap-3 text-slate-600 dark:text-slate-400">
      <Spinner className="text-brand-600 dark:text-brand-400" label="Loading the admin area" />
      <p className="text-sm">Loading the admin area…</p>
    </div>
  </main>
)
