import { useRouteLoaderData } from 'react-router'

import { adminApi } from '../../features/admin/api.ts'
import { SiteTextsEditor } from '../../features/admin/site/site-texts-editor.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { loader as rootLoader } from '../../root.tsx'
import type { Route } from './+types/site-texts'

export const clientLoader = async () => ({ entries: await adminApi.getSiteCopy() })

export const meta: Route.MetaFunction = () => [{ title: 'Site texts · Admin' }]

export default function AdminSiteTexts({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <AdminPage
      title="Site texts"
      description="Every fixed text of the public pages: headings, introductions, buttons, the footer. {name}, {response_time} and {year} are filled in."
    >
      <SiteTextsEditor
        entries={loaderData.entries}
        values={{ name: root?.site.name, response_time: root?.site.response_time, year: root?.year }}
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
