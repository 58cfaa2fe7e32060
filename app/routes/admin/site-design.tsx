import { adminApi } from '../../features/admin/api.ts'
import { SiteDesignEditor } from '../../features/admin/site/site-design-editor.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/site-design'

export const clientLoader = async () => {
  const [site, navigation] = await Promise.all([adminApi.getSite(), adminApi.getNavigation()])
  return { site, navigation }
}

export const meta: Route.MetaFunction = () => [{ title: 'Sections & design · Admin' }]

export default function AdminSiteDesign({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Sections & design"
      description="The home page's sections, the navigation, your colour, logo and icon."
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
      <SiteDesignEditor site={loaderData.site} navigation={loaderData.navigation} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
