import { adminApi } from '../../features/admin/api.ts'
import { BackupPanel } from '../../features/admin/settings/backup-panel.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/settings'

export const clientLoader = async () => ({ backup: await adminApi.backupStatus() })

export const meta: Route.MetaFunction = () => [{ title: 'Settings · Admin' }]

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Settings" description="Backups of the whole site.">
      <BackupPanel status={loaderData.backup} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
