import { adminApi } from '../../features/admin/api.ts'
import { ApiKeysPanel } from '../../features/admin/settings/api-keys-panel.tsx'
import { BackupPanel } from '../../features/admin/settings/backup-panel.tsx'
import { ImportPanel } from '../../features/admin/settings/import-panel.tsx'
import { RedirectsPanel } from '../../features/admin/settings/redirects-panel.tsx'
import { WebhooksPanel } from '../../features/admin/settings/webhooks-panel.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/settings'

export const clientLoader = async () => {
  const [backup, redirects, apiKeys, webhooks] = await Promise.all([
    adminApi.backupStatus(),
    adminApi.listRedirects(),
    adminApi.listApiKeys(),
    adminApi.listWebhooks(),
  ])
  return { backup, redirects, apiKeys, webhooks }
}

export const meta: Route.MetaFunction = () => [{ title: 'Settings · Admin' }]

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Settings"
      description="Backups of the whole site, imports and the Markdown export, the old addresses that lead to your pages, API keys and webhooks."
    >
      <div className="grid gap-6">
        <BackupPanel status={loaderData.backup} />
        <ImportPanel />
        <RedirectsPanel initial={loaderData.redirects} />
        <ApiKeysPanel initial={loaderData.apiKeys} />
        <WebhooksPanel initial={loaderData.webhooks} />
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
