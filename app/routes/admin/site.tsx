import { adminApi } from '../../features/admin/api.ts'
import { setupApi } from '../../features/admin/setup/setup-api.ts'
import { SiteForm } from '../../features/admin/site/site-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/site'

export const clientLoader = async () => {
  const [site, resume, setup] = await Promise.all([adminApi.getSite(), adminApi.getResume(), setupApi.status()])
  // Nothing saved yet (setup skipped): the blank profile's bio is not the owner's, so "About you"
  // starts empty rather than being saved, and shown, as theirs (issue 23).
  const fresh = !setup.checklist.find((s) => s.key === 'profile')?.done
  return { site: fresh ? { ...site, bio: '' } : site, resume }
}

export const meta: Route.MetaFunction = () => [{ title: 'Site profile · Admin' }]

export default function AdminSite({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Site profile"
      description="What the home page, header, footer and search results say about you."
      actions={
        <a
          href="/"
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Open the home page
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      }
    >
      <SiteForm site={loaderData.site} resume={loaderData.resume} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
