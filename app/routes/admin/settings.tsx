import { adminApi } from '../../features/admin/api.ts'
import { BackupPanel } from '../../features/admin/settings/backup-panel.tsx'
import { ImportPanel } from '../../features/admin/settings/import-panel.tsx'
import { RedirectsPanel } from '../../features/admin/settings/redirects-panel.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/settings'

export const clientLoader = async () => {
  const [backup, redirects] = await Promise.all([adminApi.backupStatus(), adminApi.listRedirects()])
  return { backup, redirects }
}

export const meta: Route.MetaFunction = () => [{ title: 'Settings · Admin' }]

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Settings"
      description="Backups of the whole site, imports and the Markdown export, and the old addresses that lead to your pages."
    >
      <div className="grid gap-6">
        <BackupPanel status={loaderData.backup} />
        <ImportPanel />
        <RedirectsPanel initial={loaderData.redirects} />
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
